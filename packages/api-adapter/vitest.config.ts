import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@scr/source'] },
  ssr: { resolve: { conditions: ['@scr/source'] } },
  test: {
    name: 'api-adapter',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
