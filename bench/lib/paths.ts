import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The workspace root (/work/main). */
export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
