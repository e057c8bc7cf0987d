import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { UrlFilter } from './table-url.ts';
import { useTableUrlState, type TableUrl } from './use-table-url-state.ts';

type Named = { readonly name: string };
const named: UrlFilter<Named> = { empty: { name: '' }, read: (raw) => ({ name: raw.name.trim() }) };
const choices = { deleted: { values: ['notDeleted', 'all'], fallback: 'notDeleted' } } as const;
type Url = TableUrl<'email', typeof choices, Named>;

/** The hook in a router at `path`: the last state it rendered, and the router's location. */
const renderAt = (path: string) => {
  const seen: { url?: Url } = {};
  const Probe = () => {
    seen.url = useTableUrlState(['email'], choices, named);
    return null;
  };
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  const url = () => seen.url!;
  const search = () => router.state.location.search;
  return { url, search, router };
};

describe('a table view with free filters in the URL', () => {
  it('reads the filters beside the page, choices and sort, and a new filter starts at the first page', () => {
    const { url, search } = renderAt('/activity?name=anna&deleted=all&sort=-email&page=3&dialog=x');
    expect(url()).toMatchObject({
      filter: { name: 'anna' },
      page: 2,
      choices: { deleted: 'all' },
      sort: { field: 'email', direction: 'desc' },
    });
    act(() => url().setFilter({ name: 'bram' }));
    expect(url()).toMatchObject({ filter: { name: 'bram' }, page: 0, choices: { deleted: 'all' } });
    expect(search()).toBe('?dialog=x&name=bram&deleted=all&sort=-email');
    act(() => url().setFilter(named.empty));
    expect(search()).toBe('?dialog=x&deleted=all&sort=-email');
  });

  it('keeps the filters when the page, the search or a choice changes, and Back restores the view before', () => {
    const { url, search, router } = renderAt('/activity?name=anna');
    act(() => url().setPage(1));
    expect(search()).toBe('?name=anna&page=2');
    act(() => url().setChoice('deleted', 'all'));
    expect(url()).toMatchObject({ filter: { name: 'anna' }, page: 0, choices: { deleted: 'all' } });
    act(() => void router.navigate(-1));
    expect(url()).toMatchObject({ filter: { name: 'anna' }, page: 1, choices: { deleted: 'notDeleted' } });
  });

  it('keeps a change the router has not rendered yet when another follows it at once', () => {
    const { url, search } = renderAt('/users?name=anna');
    // Both changes from the same render: the router renders the first one in a transition, and a
    // user's next action may come before it has.
    const before = url();
    act(() => {
      before.setSearch('carrier.example');
      before.setChoice('deleted', 'all');
      before.setSort({ field: 'email', direction: 'desc' });
    });
    expect(search()).toBe('?name=anna&deleted=all&q=carrier.example&sort=-email');
    act(() => url().setPage(1));
    expect(search()).toBe('?name=anna&deleted=all&q=carrier.example&sort=-email&page=2');
  });

  it('reads the URL as it is after Back, not the change Back left', () => {
    const { url, search, router } = renderAt('/users?deleted=all');
    act(() => url().setSearch('carrier.example'));
    expect(search()).toBe('?deleted=all&q=carrier.example');
    act(() => void router.navigate(-1));
    act(() => url().setPage(1));
    expect(search()).toBe('?deleted=all&page=2');
  });

  it('reads no filters for a table that names none', () => {
    const seen: { url?: TableUrl<never, Record<string, never>, Record<never, string>> } = {};
    const Probe = () => {
      seen.url = useTableUrlState([], {});
      return null;
    };
    const router = createMemoryRouter([{ path: '*', element: <Probe /> }], {
      initialEntries: ['/t?name=anna&page=2'],
    });
    render(<RouterProvider router={router} />);
    expect(seen.url).toMatchObject({ filter: {}, page: 1 });
  });
});
