import type { MessageId } from '@scr/domain';
import type { TextFn } from '../i18n/use-text.ts';

/**
 * The link props of the release-info app (APP in the top bar, App in the profile menu): a separate
 * web app, opened in a new tab as its external-link icon promises, with the new tab said in its name.
 */
export const releaseInfoLink = (text: TextFn, href: string, label: MessageId) => ({
  href,
  target: '_blank',
  rel: 'noopener noreferrer',
  'aria-label': text('app.nav.newTab', { name: text(label) }),
});
