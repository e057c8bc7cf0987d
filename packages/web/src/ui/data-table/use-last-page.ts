import { useEffect, useEffectEvent } from 'react';

/**
 * A page past the list's end (a link from when the list held more) shows the last page, and the URL
 * says so too, replacing its entry. `pages` is how many pages the list has as answered for this
 * view, or null while that answer is not in: a page still loading is never corrected.
 */
export const useLastPageWhenPast = (
  page: number,
  pages: number | null,
  replacePage: (page: number) => void,
): void => {
  const last = Math.max(0, (pages ?? 1) - 1);
  const past = pages !== null && page > last;
  // A new closure every render: the correction runs when the page turns out past the end, not per render.
  const correct = useEffectEvent(replacePage);
  useEffect(() => {
    if (past) correct(last);
  }, [past, last]);
};
