import { useCallback, useMemo, useState } from 'react';

type Key = string | number;

/** What is chosen in which view, and the row a shift-click's range starts from. */
type Chosen<T> = { readonly view: string; readonly chosen: ReadonlyMap<Key, T>; readonly anchor: Key | null };
const nothingIn = <T>(view: string): Chosen<T> => ({ view, chosen: new Map(), anchor: null });

/** The rows chosen in a table, kept across its pages, and the ways to change the choice. */
export type RowSelection<T> = {
  /** The chosen rows, in the order they were chosen (a range in page order). */
  readonly rows: readonly T[];
  readonly count: number;
  readonly isSelected: (row: T) => boolean;
  /**
   * Checks or unchecks one row of the page; with `range` (a shift-click) every row of the page
   * between the last row clicked and this one takes this row's new state.
   */
  readonly toggle: (row: T, page: readonly T[], range: boolean) => void;
  /** Checks (or unchecks) every row of the page. */
  readonly setPage: (page: readonly T[], checked: boolean) => void;
  /** Chooses exactly these rows ('Select all N that match'). */
  readonly replace: (rows: readonly T[]) => void;
  readonly clear: () => void;
};

/**
 * A table's row selection, by row key. `view` names what the table lists (filter, search, sort,
 * tab): another view starts with nothing chosen, so an action never reaches rows the admin no
 * longer sees listed. Pages of one view keep the choice. `rowKey` must keep its identity (a
 * module-level function).
 */
export const useRowSelection = <T>(
  rowKey: (row: T) => Key,
  view: string,
  /** The rows on screen now: a chosen row shown there is taken as it is now, not as when it was chosen. */
  shown: readonly T[] = [],
): RowSelection<T> => {
  const [state, setState] = useState<Chosen<T>>(() => nothingIn(view));
  // Another view: nothing chosen (set during render, so no frame shows the old view's choice).
  if (state.view !== view) setState(nothingIn(view));
  const chosen = state.view === view ? state.chosen : nothingIn<T>(view).chosen;

  const setRows = useCallback(
    (rows: readonly T[], checked: boolean) =>
      setState((s) => {
        const next = new Map(s.chosen);
        for (const r of rows)
          if (checked) next.set(rowKey(r), r);
          else next.delete(rowKey(r));
        return { view: s.view, chosen: next, anchor: s.anchor };
      }),
    [rowKey],
  );

  const toggle = useCallback(
    (row: T, page: readonly T[], range: boolean) =>
      setState((s) => {
        const key = rowKey(row);
        const keys = page.map(rowKey);
        const from = range && s.anchor !== null ? keys.indexOf(s.anchor) : -1;
        const to = keys.indexOf(key);
        const span = from < 0 || to < 0 ? [row] : page.slice(Math.min(from, to), Math.max(from, to) + 1);
        const checked = !s.chosen.has(key);
        const next = new Map(s.chosen);
        for (const r of span)
          if (checked) next.set(rowKey(r), r);
          else next.delete(rowKey(r));
        return { view: s.view, chosen: next, anchor: key };
      }),
    [rowKey],
  );

  const setPage = useCallback((page: readonly T[], checked: boolean) => setRows(page, checked), [setRows]);
  const replace = useCallback(
    (rows: readonly T[]) =>
      setState((s) => ({ view: s.view, chosen: new Map(rows.map((r) => [rowKey(r), r])), anchor: null })),
    [rowKey],
  );
  const clear = useCallback(() => setState((s) => nothingIn(s.view)), []);

  const latest = useMemo(() => new Map(shown.map((row) => [rowKey(row), row])), [shown, rowKey]);
  return useMemo(
    () => ({
      rows: [...chosen.values()].map((row) => latest.get(rowKey(row)) ?? row),
      count: chosen.size,
      isSelected: (row: T) => chosen.has(rowKey(row)),
      toggle,
      setPage,
      replace,
      clear,
    }),
    [chosen, latest, rowKey, toggle, setPage, replace, clear],
  );
};
