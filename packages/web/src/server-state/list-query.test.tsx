import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { createServerState } from './query-client.ts';
import { useListQuery } from './list-query.ts';

type Failure = { readonly kind: 'Http'; readonly status: number };

/** A use case whose pages answer when the test says so, each with its rows or a failure. */
const pagesOnDemand = () => {
  const waiting = new Map<number, (answer: readonly string[] | Failure) => void>();
  const load = (page: number) =>
    ResultAsync.fromSafePromise(
      new Promise<readonly string[] | Failure>((resolve) => waiting.set(page, resolve)),
    ).andThen((answer) =>
      'kind' in answer
        ? errAsync<readonly string[], Failure>(answer)
        : okAsync<readonly string[], Failure>(answer),
    );
  const answer = async (page: number, with_: readonly string[] | Failure) => {
    await waitFor(() => expect(waiting.has(page)).toBe(true));
    await act(async () => {
      waiting.get(page)!(with_);
      waiting.delete(page);
      await Promise.resolve();
    });
  };
  return { load, answer };
};

const setup = () => {
  const { client } = createServerState();
  const pages = pagesOnDemand();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    ({ page }: { page: number }) => useListQuery({ key: ['rows', page], load: () => pages.load(page), page }),
    { wrapper, initialProps: { page: 0 } },
  );
  return { ...pages, hook, client };
};

describe('useListQuery', () => {
  it('shows nothing until the first page answers, then its rows', async () => {
    const { hook, answer } = setup();
    expect(hook.result.current.shown).toBeUndefined();
    expect(hook.result.current.query.isPending).toBe(true);
    await answer(0, ['a', 'b']);
    await waitFor(() => expect(hook.result.current.shown).toEqual(['a', 'b']));
  });

  it("keeps the previous page's rows, as the query's placeholder, while the next page loads", async () => {
    const { hook, answer } = setup();
    await answer(0, ['a']);
    await waitFor(() => expect(hook.result.current.shown).toEqual(['a']));
    hook.rerender({ page: 1 });
    expect(hook.result.current.shown).toEqual(['a']);
    expect(hook.result.current.query.isPlaceholderData).toBe(true);
    // While it loads, the pager already names the page asked for.
    expect(hook.result.current.shownPage).toBe(1);
    await answer(1, ['b']);
    await waitFor(() => expect(hook.result.current.shown).toEqual(['b']));
    expect(hook.result.current.query.isPlaceholderData).toBe(false);
  });

  it("keeps the last answered page's rows beside the error when the next page fails, until one answers", async () => {
    const { hook, answer, client } = setup();
    await answer(0, ['a']);
    await waitFor(() => expect(hook.result.current.shown).toEqual(['a']));
    hook.rerender({ page: 1 });
    await answer(1, { kind: 'Http', status: 500 });
    await waitFor(() => expect(hook.result.current.query.isError).toBe(true));
    expect(hook.result.current.query.data).toBeUndefined();
    expect(hook.result.current.shown).toEqual(['a']);
    // The pager names the page of those rows, not the one asked for.
    expect(hook.result.current.shownPage).toBe(0);
    // The rows come from the cache, under the page they were read for.
    expect(client.getQueryData(['rows', 0])).toEqual(['a']);

    // Another page asked for after the failure: still those rows while it loads and if it fails.
    hook.rerender({ page: 2 });
    expect(hook.result.current.shown).toEqual(['a']);
    await answer(2, { kind: 'Http', status: 500 });
    await waitFor(() => expect(hook.result.current.query.isError).toBe(true));
    expect(hook.result.current.shown).toEqual(['a']);

    // Retry answers: its rows, and the page shown before is no longer kept.
    void hook.result.current.query.refetch();
    await answer(2, ['c']);
    await waitFor(() => expect(hook.result.current.shown).toEqual(['c']));
    expect(hook.result.current.shownPage).toBe(2);
    await waitFor(() => expect(client.getQueryData(['rows', 0])).toBeUndefined());
  });

  it('shows nothing beside the error when the first load fails: nothing was read', async () => {
    const { hook, answer } = setup();
    await answer(0, { kind: 'Http', status: 500 });
    await waitFor(() => expect(hook.result.current.query.isError).toBe(true));
    expect(hook.result.current.shown).toBeUndefined();
  });
});
