import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { transportErrors } from '@scr/domain';
import { DepsProvider } from '../../deps/deps-context.tsx';
import { testContainer } from '../../test/render.tsx';
import { createServerState } from '../../server-state/query-client.ts';
import { useBulkRun, type RowFailure } from './use-bulk-run.ts';

const wrapper = ({ children }: { children: ReactNode }) => (
  <DepsProvider container={testContainer()}>
    <QueryClientProvider client={createServerState().client}>{children}</QueryClientProvider>
  </DepsProvider>
);

/** A row use case that answers the given results in turn, recording the rows it was called with. */
const scripted = (answers: ResultAsync<unknown, RowFailure>[]) => {
  const calls: string[] = [];
  const run = (row: string) => {
    calls.push(row);
    return answers.shift() ?? okAsync(undefined);
  };
  return { run, calls };
};

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('running a bulk action row by row', () => {
  it('waits the Retry-After of a 429, counting down, and tries the same row again', async () => {
    const { run, calls } = scripted([okAsync(1), errAsync(transportErrors.tooManyAttempts(2)), okAsync(2)]);
    const { result } = renderHook(() => useBulkRun(run), { wrapper });
    let finished: Promise<void> = Promise.resolve();
    act(() => void (finished = result.current.start(['a', 'b', 'c'])));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.waitSeconds).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current.waitSeconds).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
      await finished;
    });
    expect(calls).toEqual(['a', 'b', 'b', 'c']);
    expect(result.current.outcomes.map((o) => o.state)).toEqual(['done', 'done', 'done']);
    expect(result.current.phase).toBe('finished');
  });

  it('stops when the session has ended, and marks the rows not tried', async () => {
    const { run, calls } = scripted([
      errAsync(transportErrors.http(409, 'Changed meanwhile')),
      errAsync(transportErrors.sessionExpired()),
    ]);
    const { result } = renderHook(() => useBulkRun(run), { wrapper });
    await act(() => result.current.start(['a', 'b', 'c']));
    expect(calls).toEqual(['a', 'b']);
    expect(result.current.outcomes).toEqual([
      { state: 'failed', reason: { id: 'shared.error.response', values: { text: 'Changed meanwhile' } } },
      { state: 'failed', reason: { id: 'shared.error.sessionExpired' } },
      { state: 'skipped' },
    ]);
  });
});
