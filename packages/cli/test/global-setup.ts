import { execFileSync } from 'node:child_process';
import { cliDir } from './support.ts';

/** The tests run the built scr: build it once before any of them (a second of rolldown). */
export default function setup(): void {
  execFileSync(process.execPath, ['build.mjs'], { cwd: cliDir, stdio: 'inherit' });
}
