import { useSearchParams } from 'react-router-dom';
import { emptyActivityFilter, type ActivityFilter } from '@scr/domain';

const keys = ['actor', 'action', 'target', 'from', 'to'] as const;

/**
 * The Activity page's state lives in the URL (the filters and the page), so a filtered view can be
 * bookmarked, shared and restored with Back. The values are raw here: the use case validates them.
 */
export const useActivityUrl = () => {
  const [params, setParams] = useSearchParams();
  const filter = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<
    (typeof keys)[number],
    string
  >;
  const page = Math.max(0, Number.parseInt(params.get('page') ?? '1', 10) - 1 || 0);
  const write = (next: Record<string, string>, nextPage: number) => {
    const search = new URLSearchParams();
    for (const k of keys) if (next[k]) search.set(k, next[k]);
    if (nextPage > 0) search.set('page', String(nextPage + 1));
    setParams(search);
  };
  return {
    filter,
    page,
    /** New filters start again at the first page. */
    setFilter: (next: ActivityFilter | typeof filter) => write(next, 0),
    setPage: (next: number) => write(filter, next),
    clear: () => write(emptyActivityFilter, 0),
  };
};
