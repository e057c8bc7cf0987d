#!/usr/bin/env node
// The scr command: the build of src/main.ts (pnpm --filter @scr/cli build writes dist/).
import { main } from '../dist/main.js';

const code = await main(process.argv.slice(2), process.env);
// Exit once stdout is written out: a pipe reading a large export gets all of it first.
process.stdout.write('', () => process.exit(code));
