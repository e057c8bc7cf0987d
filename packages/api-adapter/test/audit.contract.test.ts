// The fake platform keeps its own copy of the audit entry (it may not import the domain). This
// proves both copies agree: the same actions, target kinds and outcomes, the same entry fields, and,
// walking every action against a live platform, each entry the platform stores parses with the
// domain's schema, and each action the domain names is one the platform really records.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditActions,
  auditEntrySchema,
  createMessageFormatter,
  type AuditEntry,
  type MessageId,
} from '@scr/domain';
import { auditTargetTypes } from '@scr/domain/testing';
import { auditContract, startFakePlatform, type FakePlatform } from '@scr/fake-platform';
import { walkEveryAuditedCall, type Walk } from '../../fake-platform/test/audit-walk.ts';

/** Stored on the platform, not part of what the portal shows: the store's row id and the chain's owner. */
const platformOnly = ['id', 'organizationId'];

const sorted = (values: readonly string[]) => [...values].sort();

describe('the audit entry: the domain and the platform agree', () => {
  it('on the actions, the target kinds and the outcomes', () => {
    expect(sorted(auditActions)).toEqual(sorted(auditContract.actions));
    expect(sorted(auditTargetTypes)).toEqual(sorted(auditContract.targetTypes));
    expect(sorted(auditEntrySchema.shape.outcome.options)).toEqual(sorted(auditContract.outcomes));
  });

  it('on the fields of an entry', () => {
    expect(sorted([...Object.keys(auditEntrySchema.shape), ...platformOnly])).toEqual(
      sorted(auditContract.fields),
    );
  });

  it('names every action and target kind in English and Dutch', () => {
    for (const locale of ['en', 'nl'] as const) {
      const format = createMessageFormatter(locale).format;
      for (const id of [
        ...auditActions.map((a): MessageId => `audit.action.${a}`),
        ...auditTargetTypes.map((t): MessageId => `audit.target.${t}`),
      ])
        expect(format({ id }), `${locale} ${id}`).not.toBe(id);
    }
  });
});

describe('walking every action on a live platform', () => {
  let platform: FakePlatform;
  let walk: Walk;
  const stored: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    platform = await startFakePlatform({ port: 0, webDist: '/nonexistent' });
    walk = await walkEveryAuditedCall(platform);
    for (const reader of walk.readers.values()) {
      const res = await fetch(`${platform.apiUrl}/audit-entries?$limit=10000`, { headers: reader.headers });
      stored.push(...((await res.json()) as { data: Array<Record<string, unknown>> }).data);
    }
  }, 120_000);
  afterAll(() => platform.close());

  it('records each action the domain names, in entries the domain reads whole', () => {
    const seen = new Set<string>();
    const problems: string[] = [];
    for (const raw of stored) {
      const parsed = auditEntrySchema
        .strict()
        .safeParse(Object.fromEntries(Object.entries(raw).filter(([key]) => !platformOnly.includes(key))));
      if (!parsed.success) problems.push(`${String(raw['action'])}: ${parsed.error.message}`);
      else seen.add(parsed.data.action);
      for (const key of platformOnly)
        if (!(key in raw)) problems.push(`no ${key} in ${String(raw['action'])}`);
    }
    expect(problems).toEqual([]);
    expect(auditActions.filter((a) => !seen.has(a))).toEqual([]);
  });

  it('records every outcome and target kind the domain names', () => {
    const entries = stored as unknown as AuditEntry[];
    expect(sorted([...new Set(entries.map((e) => e.outcome))])).toEqual(
      sorted(auditEntrySchema.shape.outcome.options),
    );
    expect(sorted([...new Set(entries.map((e) => e.targetType))])).toEqual(sorted(auditTargetTypes));
  });
});
