import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { catalogueParts } from './vite.messages.ts';

// From Node 25 on, Node defines its own `localStorage` (Web Storage, on by default), which without
// `--localstorage-file` reads as undefined; vitest's jsdom environment keeps a global that already
// exists, so it would shadow jsdom's working Storage. Before 25 there is none to turn off.
const nodeMajor = Number(process.versions.node.split('.')[0]);
const withoutNodeWebStorage = nodeMajor >= 25 ? ['--no-experimental-webstorage'] : [];

export default defineProject({
  plugins: [react(), catalogueParts()],
  resolve: { conditions: ['@scr/source'] },
  ssr: { resolve: { conditions: ['@scr/source'] } },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['./src/test/setup.ts'],
    execArgv: withoutNodeWebStorage,
    // Whole page flows in jsdom (a lazy page, a wallet step, a reload) on a busy 2-core CI machine.
    testTimeout: 20_000,
  },
});
