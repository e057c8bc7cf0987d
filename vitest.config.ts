import { defineConfig } from 'vitest/config';

// One root run over every package; each package keeps its tests beside its code.
// Workspace packages are consumed from source through the '@scr/source' export condition.
export default defineConfig({
  resolve: { conditions: ['@scr/source'] },
  ssr: { resolve: { conditions: ['@scr/source'] } },
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      { test: { name: 'workspace', include: ['test/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
