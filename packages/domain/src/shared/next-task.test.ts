import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task.ts';

describe('nextTask', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('goes on in a later task, once the microtasks queued before it have all run', async () => {
    vi.stubGlobal('scheduler', undefined);
    let chain = 0;
    const step = (): Promise<void> => (++chain < 100 ? Promise.resolve().then(step) : Promise.resolve());
    void step();
    await nextTask();
    expect(chain).toBe(100);
  });

  it('yields through scheduler.yield() where the host has it', async () => {
    const yielded = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yielded });
    await nextTask();
    expect(yielded).toHaveBeenCalledOnce();
  });
});
