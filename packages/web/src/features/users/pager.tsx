import { Button } from '@blueprintjs/core';
import { ChevronLeft, ChevronRight } from '@blueprintjs/icons';
import { USERS_PAGE_SIZE } from '@scr/domain';
import { useText } from '../../i18n/use-text.ts';

/** Previous / next over a server-paged list, with 'Page x of y'. */
export const Pager = (props: {
  readonly page: number;
  readonly total: number;
  readonly onPage: (page: number) => void;
  readonly pageSize?: number;
}) => {
  const text = useText();
  const pages = Math.max(1, Math.ceil(props.total / (props.pageSize ?? USERS_PAGE_SIZE)));
  return (
    <nav className="scr-pager" aria-label={text('users.pager.label')}>
      <Button
        variant="minimal"
        icon={<ChevronLeft />}
        aria-label={text('users.pager.previous')}
        title={text('users.pager.previous')}
        disabled={props.page <= 0}
        onClick={() => props.onPage(props.page - 1)}
      />
      <span>{text('users.pager.pageOf', { page: props.page + 1, pages })}</span>
      <Button
        variant="minimal"
        icon={<ChevronRight />}
        aria-label={text('users.pager.next')}
        title={text('users.pager.next')}
        disabled={props.page + 1 >= pages}
        onClick={() => props.onPage(props.page + 1)}
      />
    </nav>
  );
};
