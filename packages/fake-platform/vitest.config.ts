import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@scr/source'] },
  ssr: { resolve: { conditions: ['@scr/source'] } },
  test: {
    name: 'fake-platform',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A data folder's default key folder is in the user's config folder: the tests' go to a temporary one.
    env: { XDG_CONFIG_HOME: join(tmpdir(), 'scr-fake-platform-tests-config') },
  },
});
