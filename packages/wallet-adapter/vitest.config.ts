import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@scr/source'] },
  ssr: { resolve: { conditions: ['@scr/source'] } },
  test: {
    name: 'wallet-adapter',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file starts its own fake platform or mock server and closes it: files share a worker's
    // loaded modules rather than importing the adapter, the domain and the platform again each time
    // (with wallet-adapter: 634 s isolated, 351 s shared, on one busy machine).
    isolate: false,
  },
});
