#!/usr/bin/env node
// `pnpm start`: builds what is needed and serves the portal on the fake platform (DESIGN §7).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const server = 'packages/fake-platform/src/main.ts';
if (!existsSync(server)) {
  console.log('The fake platform has not landed yet (issue 3): there is nothing to serve so far.');
  console.log('Run `pnpm test` to check the domain core.');
  process.exit(0);
}
const child = spawn(
  process.execPath,
  ['--conditions=@scr/source', '--import', 'tsx', server, ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
child.on('exit', (code) => process.exit(code ?? 0));
