import { defineMessages } from '../messages/define.ts';

/** The pager under every paged table and picker (users, connections, organization choosers). */
export const pagingMessages = defineMessages({
  'paging.label': { en: 'Pages', nl: "Pagina's" },
  'paging.previous': { en: 'Previous page', nl: 'Vorige pagina' },
  'paging.next': { en: 'Next page', nl: 'Volgende pagina' },
  'paging.range': { en: '{from}–{to} of {total}', nl: '{from}–{to} van {total}' },
});
