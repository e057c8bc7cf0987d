#!/usr/bin/env node
// `pnpm start`: builds the web app and serves the portal on the fake platform (architecture §7),
// at http://127.0.0.1:4400 (PORT or --port changes it). Extra arguments go to the fake platform
// (--data <dir>, --scale <n>, --production: see the README).
import { spawn, spawnSync } from 'node:child_process';
import { constants } from 'node:os';

const build = spawnSync('pnpm', ['-s', '--filter', '@scr/web', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const child = spawn(
  process.execPath,
  [
    '--conditions=@scr/source',
    '--import',
    'tsx',
    'packages/fake-platform/src/main.ts',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
// The platform's own exit code; a platform killed by a signal (no code) is a failure, said the way a
// shell says it: 128 + the signal's number.
child.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
