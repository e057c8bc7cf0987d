import { useState } from 'react';
import { Button, ButtonGroup } from '@blueprintjs/core';
import { ChevronLeft, ChevronRight } from '@blueprintjs/icons';
import { useText } from '../i18n/use-text.ts';
import './pager.css';

/** How many pages a list of `total` rows fills, `size` a page (an empty list: one, empty). */
export const pageCount = (total: number, size: number): number => Math.max(1, Math.ceil(total / size));

/**
 * The one pager of the app, under every paged table and picker: '9–16 of 40' with previous and
 * next. `page` counts from 0; the list may be paged on the server (the caller knows the total) or
 * held whole (`usePage`). Nothing shows for an empty list.
 */
export const Pager = (props: {
  readonly page: number;
  readonly total: number;
  readonly size: number;
  readonly onPage: (page: number) => void;
}) => {
  const text = useText();
  if (props.total === 0) return null;
  const pages = pageCount(props.total, props.size);
  const from = props.page * props.size + 1;
  const to = Math.min(props.total, from + props.size - 1);
  return (
    <nav className="scr-pager" aria-label={text('paging.label')}>
      <span>{text('paging.range', { from, to, total: props.total })}</span>
      <ButtonGroup variant="minimal">
        <Button
          icon={<ChevronLeft />}
          aria-label={text('paging.previous')}
          title={text('paging.previous')}
          disabled={props.page <= 0}
          onClick={() => props.onPage(props.page - 1)}
        />
        <Button
          icon={<ChevronRight />}
          aria-label={text('paging.next')}
          title={text('paging.next')}
          disabled={props.page >= pages - 1}
          onClick={() => props.onPage(props.page + 1)}
        />
      </ButtonGroup>
    </nav>
  );
};

/** Paging of a list held whole (a picker): the current page's items and its Pager. */
export const usePage = <T,>(items: readonly T[], size: number) => {
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(items.length / size));
  // The list may shrink under the page (a search, an action removed its last row): stay on the last page.
  const current = Math.min(page, pages - 1);
  return {
    items: items.slice(current * size, current * size + size),
    control: <Pager page={current} total={items.length} size={size} onPage={setPage} />,
  };
};
