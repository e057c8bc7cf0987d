import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { focusManager, QueryClientProvider } from '@tanstack/react-query';
import { okAsync } from 'neverthrow';
import { createServerState } from './query-client.ts';
import { useResultQuery, type ResultQueryOptions } from './result-query.ts';

/** A query read once, with the page then hidden and shown again (the admin back from another window). */
const readThenReturn = async (options: Partial<ResultQueryOptions<number, never>>) => {
  const { client } = createServerState();
  let reads = 0;
  const load = vi.fn(() => okAsync<number, never>(++reads));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useResultQuery({ key: ['organization'], load, ...options }), { wrapper });
  await waitFor(() => expect(hook.result.current.data).toBe(1));
  act(() => focusManager.setFocused(false));
  act(() => focusManager.setFocused(true));
  // Long enough for a read the return started to answer.
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return { load, hook };
};

afterEach(() => focusManager.setFocused(undefined));

describe('useResultQuery and the return to the page', () => {
  it('does not read again by default: a page is read when it is opened', async () => {
    const { load, hook } = await readThenReturn({});
    expect(load).toHaveBeenCalledTimes(1);
    expect(hook.result.current.data).toBe(1);
  });

  it('reads again on return when asked to and the value is older than its staleTime', async () => {
    const { load, hook } = await readThenReturn({ refetchOnWindowFocus: true });
    expect(load).toHaveBeenCalledTimes(2);
    expect(hook.result.current.data).toBe(2);
  });

  it('does not read again on return while the value is younger than its staleTime', async () => {
    const { load } = await readThenReturn({ refetchOnWindowFocus: true, staleTime: 60_000 });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
