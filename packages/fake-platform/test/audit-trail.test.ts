// The audit trail against the running platform: a walk through every call the OpenAPI document marks
// `x-audit` finds each one's entries (both sides' logs for a connection step, refusals included), no
// entry holds a secret, the chains verify, and tampering with a stored entry in the --data journal
// (a changed field, a removed entry, two entries swapped) fails verification after a restart; so does a
// trail the operator rewrote and re-hashed (the chain is keyed with a key outside the data folder),
// at the first entry changed, and a trail whose last entries were cut off (the checkpoint of each
// chain's head, in the key folder, names the entries missing).
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { demoUserIds as ids, recordReliability, type FakePlatform } from '../src/index.ts';
import { walkEveryAuditedCall, type Walk } from './audit-walk.ts';
import { auditActions } from '../src/audit/entry.ts';
import canonicalize from 'canonicalize';
import { deref, operations } from './openapi-model.ts';
import { api, emails, signIn, start, type Session } from './support.ts';

let p: FakePlatform;
let walk: Walk;
const dataDir = mkdtempSync(join(tmpdir(), 'scr-audit-'));
const keysDir = join(mkdtempSync(join(tmpdir(), 'scr-audit-keys-')), 'keys');
const auditKeyFile = join(keysDir, 'audit-key');
const tally = { performed: 0, found: 0, tampering: 0, detected: 0, rewrites: 0, rewritesDetected: 0 };

beforeAll(async () => {
  p = await start({ dataDir, keysDir });
  walk = await walkEveryAuditedCall(p);
}, 60_000);
afterAll(async () => {
  await p.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(dirname(keysDir), { recursive: true, force: true });
  recordReliability(
    'audit',
    tally.performed + tally.tampering + tally.rewrites,
    tally.performed -
      tally.found +
      tally.tampering -
      tally.detected +
      tally.rewrites -
      tally.rewritesDetected,
    {
      'actions performed': tally.performed,
      'missing from the log': tally.performed - tally.found,
      'tampering cases': tally.tampering,
      'tampering detected': tally.detected,
      "operator's rewrites": tally.rewrites,
      "operator's rewrites detected": tally.rewritesDetected,
    },
  );
});

type Entry = Record<string, unknown> & { action: string; targetId: string; outcome: string; seq: number };
const entriesOf = async (reader: Session): Promise<Entry[]> =>
  (await api(p, 'GET', '/audit-entries?$limit=10000&$sort[seq]=1', reader)).body.data;

it('records every state-changing call of the OpenAPI document', async () => {
  const audited = operations().filter((op) => op.audit);
  const unmarked = operations().filter((op) => op.method !== 'GET' && !op.audit);
  expect(unmarked.map((op) => op.id)).toEqual([]);
  expect(audited.map((op) => op.id).filter((id) => !walk.steps.has(id))).toEqual([]);
  const missing: string[] = [];
  for (const op of audited) {
    for (const expected of walk.steps.get(op.id) ?? []) {
      tally.performed++;
      expect(op.audit).toContain(expected.action);
      const reader = walk.readers.get(expected.organizationId)!;
      const entries = await entriesOf(reader);
      const found = entries.find(
        (e) =>
          e.action === expected.action &&
          (expected.targetId === undefined || e.targetId === expected.targetId) &&
          e.outcome === (expected.outcome ?? 'success'),
      );
      if (found) {
        tally.found++;
        expect(found.actorEmail).toMatch(/@/);
        expect(Date.parse(String(found.at))).not.toBeNaN();
      } else missing.push(`${op.id}: ${JSON.stringify(expected)}`);
    }
  }
  expect(missing).toEqual([]);
});

it('records the actions the contract names, no more and no fewer', () => {
  expect([...auditActions].sort()).toEqual(
    [...deref({ $ref: '#/components/schemas/AuditAction' })!.enum].sort(),
  );
});

it('names who, what, the changed fields and the outcome', async () => {
  const entries = await entriesOf(walk.readers.get(1)!);
  const edit = entries.find((e) => e.action === 'user.update');
  expect(edit).toMatchObject({
    actorEmail: emails.anna,
    actorName: 'Anna Admin',
    fields: ['firstName'],
    outcome: 'success',
    status: 200,
  });
  expect(entries.find((e) => e.action === 'organization.update')).toMatchObject({ fields: ['contactPhone'] });
  const refused = entries.find((e) => e.outcome === 'refused');
  expect(refused).toMatchObject({ actorEmail: emails.ulrich, action: 'user.delete', status: 403 });
  expect(String(refused?.reason)).toMatch(/Access denied/);
});

it('never stores a secret, password, token or key', async () => {
  const stored = [
    JSON.stringify(await Promise.all([...walk.readers.values()].map(entriesOf))),
    ...readFileSync(join(dataDir, 'journal.ndjson'), 'utf8')
      .split('\n')
      .filter((line) => line.includes('"c":"auditEntries"')),
  ].join('\n');
  expect(walk.secrets.size).toBeGreaterThan(15);
  expect([...walk.secrets].filter((secret) => stored.includes(secret))).toEqual([]);
});

it('filters, sorts and pages on the server, for org_mgr only', async () => {
  const anna = walk.readers.get(1)!;
  const page = await api(p, 'GET', '/audit-entries?$limit=2&$skip=1', anna);
  expect(page.body).toMatchObject({ limit: 2, skip: 1 });
  expect(page.body.data).toHaveLength(2);
  expect(page.body.data[0].seq).toBeGreaterThan(page.body.data[1].seq);
  const byActor = await api(
    p,
    'GET',
    '/audit-entries?$or[0][actorEmail][$ilike]=%25ulrich%25&$or[1][actorName][$ilike]=%25ulrich%25',
    anna,
  );
  expect(byActor.body.data.map((e: Entry) => e.actorEmail)).toEqual(
    Array(byActor.body.total).fill(emails.ulrich),
  );
  const users = await api(
    p,
    'GET',
    '/audit-entries?action[$in][]=user.create&action[$in][]=user.delete&targetLabel[$ilike]=walk%25',
    anna,
  );
  expect(new Set(users.body.data.map((e: Entry) => e.action))).toEqual(
    new Set(['user.create', 'user.delete']),
  );
  const future = await api(
    p,
    'GET',
    `/audit-entries?at[$gte]=${new Date(Date.now() + 86_400_000).toISOString()}`,
    anna,
  );
  expect(future.body.total).toBe(0);
  expect((await api(p, 'GET', '/audit-entries?secret=1', anna)).status).toBe(400);
  const ulrich = await signIn(p, ids.ulrich, emails.ulrich);
  expect((await api(p, 'GET', '/audit-entries', ulrich)).status).toBe(403);
  expect((await api(p, 'GET', '/audit-verification', ulrich)).status).toBe(403);
});

it('verifies every chain the walk wrote', async () => {
  for (const reader of walk.readers.values()) {
    const check = await api(p, 'GET', '/audit-verification', reader);
    expect(check.body).toMatchObject({ valid: true, problem: null });
    expect(check.body.entries).toBeGreaterThan(0);
  }
});

/**
 * The journal's audit lines of organization 1, tampered with, then the platform restarted on a copy and
 * asked with Anna's session of the walk (a sign-in would add an entry first); with `thenSignIn`, asked
 * again after Anna signed in anew.
 */
const tamperedCheck = async (tamper: (lines: string[], annas: number[]) => void, thenSignIn = false) => {
  const copy = mkdtempSync(join(tmpdir(), 'scr-audit-tampered-'));
  try {
    cpSync(dataDir, copy, { recursive: true });
    // The copy is the same trail: it is checked with the same keys and checkpoint.
    cpSync(keysDir, `${copy}.keys`, { recursive: true });
    const path = join(copy, 'journal.ndjson');
    const lines = readFileSync(path, 'utf8').split('\n');
    const annas = lines.flatMap((line, i) =>
      line.includes('"c":"auditEntries"') && JSON.parse(line).rec.organizationId === 1 ? [i] : [],
    );
    tamper(lines, annas);
    writeFileSync(path, lines.join('\n'));
    const restarted = await start({ dataDir: copy, keysDir: `${copy}.keys` });
    try {
      const verification = async (anna: Session) =>
        (await api(restarted, 'GET', '/audit-verification', anna)).body;
      const check = await verification(walk.readers.get(1)!);
      if (!thenSignIn) return { ...check, afterSignIn: undefined };
      return { ...check, afterSignIn: await verification(await signIn(restarted, ids.anna, emails.anna)) };
    } finally {
      await restarted.close();
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
    rmSync(`${copy}.keys`, { recursive: true, force: true });
  }
};

const edit = (line: string, change: (rec: Record<string, unknown>) => void) => {
  const entry = JSON.parse(line);
  change(entry.rec);
  return JSON.stringify(entry);
};

it.each([
  [
    'a changed field',
    'hash',
    (lines: string[], annas: number[]) => {
      const i = annas[3]!;
      lines[i] = edit(lines[i]!, (rec) => (rec['actorEmail'] = 'someone.else@carrier.example'));
    },
  ],
  [
    'an entry removed from the middle',
    'sequence',
    (lines: string[], annas: number[]) => {
      lines.splice(annas[4]!, 1);
    },
  ],
  [
    'two entries swapped',
    'sequence',
    (lines: string[], annas: number[]) => {
      const [a, b] = [annas[2]!, annas[5]!];
      const recA = JSON.parse(lines[a]!).rec;
      const recB = JSON.parse(lines[b]!).rec;
      lines[a] = edit(lines[a]!, (rec) => Object.assign(rec, { ...recB, id: rec['id'] }));
      lines[b] = edit(lines[b]!, (rec) => Object.assign(rec, { ...recA, id: rec['id'] }));
    },
  ],
])('detects %s in the stored log', async (_name, kind, tamper) => {
  tally.tampering++;
  const check = await tamperedCheck(tamper);
  expect(check).toMatchObject({ valid: false, problem: { kind } });
  tally.detected++;
});

it('detects entries cut off the end of the stored log, and still once new entries follow', async () => {
  tally.tampering++;
  let kept = 0;
  const check = await tamperedCheck((lines, annas) => {
    kept = annas.length - 2;
    for (const i of annas.slice(-2).reverse()) lines.splice(i, 1);
  }, true);
  expect(check).toMatchObject({
    valid: false,
    entries: kept,
    problem: { kind: 'missing', position: kept + 1, seq: kept + 1, missing: 2 },
  });
  // A new entry continues from the noted head, not from what the store holds: the gap stays visible.
  expect(check.afterSignIn).toMatchObject({
    valid: false,
    entries: kept + 1,
    problem: { kind: 'sequence', position: kept + 1, seq: kept + 3 },
  });
  tally.detected++;
});

/** What an operator with the data folder but not the key can do: recompute every digest from `from` on. */
const rehash = (lines: string[], annas: number[], from: number, digest: (text: string) => string) => {
  let prev = JSON.parse(lines[annas[from - 1]!]!).rec.hash as string;
  for (const i of annas.slice(from)) {
    lines[i] = edit(lines[i]!, (rec) => {
      rec['prevHash'] = prev;
      const { hash: _hash, id: _id, ...fields } = rec;
      rec['hash'] = digest(canonicalize(fields) ?? '');
      prev = String(rec['hash']);
    });
  }
};

it('keeps its key and checkpoint outside the data folder, readable by their owner only', () => {
  const checkpoint = join(keysDir, 'audit-heads.json');
  for (const file of [auditKeyFile, checkpoint]) {
    expect(file.startsWith(`${dataDir}/`)).toBe(false);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  }
  expect(readFileSync(checkpoint, 'utf8')).toMatch(/"mac":"[0-9a-f]{64}"/);
});

it.each([
  ['with plain SHA-256', (text: string) => createHash('sha256').update(text).digest('hex')],
  [
    'with a key of their own',
    (text: string) => createHmac('sha256', randomBytes(32)).update(text).digest('hex'),
  ],
])("detects the operator's rewrite re-hashed %s, at the first entry changed", async (_name, digest) => {
  tally.rewrites++;
  let changedSeq = 0;
  const check = await tamperedCheck((lines, annas) => {
    const i = annas[3]!;
    lines[i] = edit(lines[i]!, (rec) => {
      rec['actorEmail'] = 'someone.else@carrier.example';
      changedSeq = Number(rec['seq']);
    });
    rehash(lines, annas, 3, digest);
  });
  expect(check).toMatchObject({ valid: false, problem: { kind: 'hash', seq: changedSeq } });
  tally.rewritesDetected++;
});
