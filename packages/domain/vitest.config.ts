import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@scr/source'] },
  ssr: { resolve: { conditions: ['@scr/source'] } },
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // The domain holds no state between calls (its ports are passed in), so its test files share a
    // worker's loaded modules instead of importing the domain again for each file: 113 files took
    // 154 s isolated and 24 s shared on one busy machine, most of it import time.
    isolate: false,
  },
});
