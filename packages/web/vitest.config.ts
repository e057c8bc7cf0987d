import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { catalogueParts } from './vite.messages.ts';

export default defineProject({
  plugins: [react(), catalogueParts()],
  resolve: { conditions: ['@scr/source'] },
  ssr: { resolve: { conditions: ['@scr/source'] } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['./src/test/setup.ts'],
    // Whole page flows in jsdom (a lazy page, a wallet step, a reload) on a busy 2-core CI machine.
    testTimeout: 20_000,
  },
});
