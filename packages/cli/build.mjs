// Builds scr into dist/: src/main.ts and the workspace packages it uses (from their sources, the
// @scr/source condition) bundled by rolldown (Vite's bundler) with its npm dependencies. Each command
// module is a chunk of its own, loaded when its command runs; rolldown splits by the bindings each
// chunk uses, so `scr --help` loads the program and the catalogue only (bench/figures/cli.ts
// measures its start-up), not the adapters, zod or the prompts.
import { rmSync } from 'node:fs';
import { build } from 'rolldown';

const dir = new URL('./dist', import.meta.url).pathname;
rmSync(dir, { recursive: true, force: true });
await build({
  input: { main: 'src/main.ts' },
  platform: 'node',
  resolve: { conditionNames: ['@scr/source', 'node', 'import', 'module', 'default'] },
  logLevel: 'warn',
  output: { dir, format: 'esm', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
});
