import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@scr/source'] },
  ssr: { resolve: { conditions: ['@scr/source'] } },
  test: {
    name: 'composition',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file starts its own fake platform and closes it: files share a worker's loaded modules
    // rather than importing the adapters, the domain and the platform again each time.
    isolate: false,
  },
});
