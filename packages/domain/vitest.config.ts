import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@scr/source'] },
  ssr: { resolve: { conditions: ['@scr/source'] } },
  test: { name: 'domain', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], environment: 'node' },
});
