import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { fileCheckpoint } from './checkpoint.ts';

const dir = mkdtempSync(join(tmpdir(), 'scr-checkpoint-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const key = randomBytes(32);
const heads = new Map([
  [1, { entries: 12, hash: 'a'.repeat(64) }],
  [4, { entries: 3, hash: 'b'.repeat(64) }],
]);

it('keeps each chain head in a file of its owner only, and reads it back', () => {
  const file = join(dir, 'kept.json');
  fileCheckpoint(file, key).save(heads);
  expect(statSync(file).mode & 0o777).toBe(0o600);
  expect(fileCheckpoint(file, key).load()).toEqual(heads);
  expect(fileCheckpoint(join(dir, 'absent.json'), key).load()).toEqual(new Map());
});

it('refuses a checkpoint changed without the key, or read with another key', () => {
  const file = join(dir, 'changed.json');
  fileCheckpoint(file, key).save(heads);
  expect(() => fileCheckpoint(file, randomBytes(32)).load()).toThrow(/does not verify under the audit key/);
  // The operator lowers the count to hide the entries they cut off.
  writeFileSync(file, readFileSync(file, 'utf8').replace('"entries":12', '"entries":10'));
  expect(() => fileCheckpoint(file, key).load()).toThrow(/does not verify under the audit key/);
});
