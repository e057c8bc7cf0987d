import { useState } from 'react';
import { Button, ButtonGroup } from '@blueprintjs/core';
import { ChevronLeft, ChevronRight } from '@blueprintjs/icons';
import { useText } from '../../i18n/use-text.ts';

/** Client-side paging of a list: the current page's items and the page control. */
export const usePage = <T,>(items: readonly T[], size: number) => {
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(items.length / size));
  // The list may shrink under the page (an action removed its last row): stay on the last page.
  const current = Math.min(page, pages - 1);
  return {
    items: items.slice(current * size, current * size + size),
    control: <Pager page={current} pages={pages} size={size} total={items.length} onPage={setPage} />,
  };
};

/** '1–8 of 12' with previous and next; hidden while everything fits on one page. */
export const Pager = (props: {
  page: number;
  pages: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
}) => {
  const text = useText();
  if (props.pages <= 1) return null;
  const from = props.page * props.size + 1;
  const to = Math.min(props.total, from + props.size - 1);
  return (
    <div className="scr-pager">
      <span>{text('connections.pager.range', { from, to, total: props.total })}</span>
      <ButtonGroup variant="minimal">
        <Button
          icon={<ChevronLeft />}
          aria-label={text('connections.pager.previous')}
          disabled={props.page === 0}
          onClick={() => props.onPage(props.page - 1)}
        />
        <Button
          icon={<ChevronRight />}
          aria-label={text('connections.pager.next')}
          disabled={props.page >= props.pages - 1}
          onClick={() => props.onPage(props.page + 1)}
        />
      </ButtonGroup>
    </div>
  );
};
