import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useRowSelection } from './use-row-selection.ts';

type Row = { readonly id: number };
const keyOf = (row: Row) => row.id;
const page = [1, 2, 3, 4, 5, 6].map((id) => ({ id }));
const ids = (rows: readonly Row[]) => rows.map((r) => r.id);

const render = () => renderHook(({ view }) => useRowSelection(keyOf, view), { initialProps: { view: 'a' } });

describe('a table row selection', () => {
  it('a shift-click gives every row between the last click and this one the new state', () => {
    const { result } = render();
    act(() => result.current.toggle(page[1]!, page, false));
    act(() => result.current.toggle(page[4]!, page, true));
    expect(ids(result.current.rows)).toEqual([2, 3, 4, 5]);
    // Unchecking with shift from the last click (row 5) back to row 4 unchecks both.
    act(() => result.current.toggle(page[3]!, page, true));
    expect(ids(result.current.rows)).toEqual([2, 3]);
    expect(result.current.isSelected(page[2]!)).toBe(true);
  });

  it('a shift-click with no earlier click on the page checks that row alone', () => {
    const { result } = render();
    act(() => result.current.toggle(page[2]!, page, true));
    expect(ids(result.current.rows)).toEqual([3]);
  });

  it('keeps the choice over pages of one view and starts empty in another view', () => {
    const { result, rerender } = render();
    act(() => result.current.setPage(page.slice(0, 3), true));
    act(() => result.current.setPage(page.slice(3), true));
    expect(result.current.count).toBe(6);
    act(() => result.current.setPage(page.slice(0, 3), false));
    expect(ids(result.current.rows)).toEqual([4, 5, 6]);
    rerender({ view: 'b' });
    expect(result.current.count).toBe(0);
  });

  it('select all that match replaces the choice; clear empties it', () => {
    const { result } = render();
    act(() => result.current.toggle(page[0]!, page, false));
    act(() => result.current.replace([{ id: 7 }, { id: 8 }]));
    expect(ids(result.current.rows)).toEqual([7, 8]);
    act(() => result.current.clear());
    expect(result.current.count).toBe(0);
  });

  it('answers a chosen row as the page shows it now', () => {
    const { result, rerender } = renderHook(
      ({ shown }) => useRowSelection((row: { id: number; name: string }) => row.id, 'a', shown),
      { initialProps: { shown: [{ id: 1, name: 'before' }] } },
    );
    act(() => result.current.setPage([{ id: 1, name: 'before' }], true));
    rerender({ shown: [{ id: 1, name: 'after' }] });
    expect(result.current.rows).toEqual([{ id: 1, name: 'after' }]);
  });
});
