import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// `pnpm test` on a machine without the tests' browser: it says what to run before any step starts.
const testAll = (env: Record<string, string>) =>
  spawnSync(process.execPath, ['scripts/test-all.mjs'], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });

describe('pnpm test without its browser', () => {
  it('stops before the first step and names what is missing and what to do', () => {
    const run = testAll({ SCR_CHROMIUM: '/nonexistent/chromium' });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('SCR_CHROMIUM=/nonexistent/chromium is not an executable file');
    expect(run.stdout).toContain("unset it to use Debian's /usr/bin/chromium");
    expect(run.stdout).not.toContain('=== typecheck');
    expect(run.stdout.trim().split('\n').at(-1)).toBe('0 passed, 1 failed');
  });
});
