import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { createMessageFormatter } from '../messages/format.ts';
import { transportErrors } from '../shared/errors.ts';
import { auditActions, type AuditVerification } from './entry.ts';
import { auditMessages } from './messages.ts';
import type { ActivityQuery, AuditGateway } from './ports.ts';
import { chainState, exportActivity, listActivity, verifyActivity } from './use-cases.ts';

const verification: AuditVerification = {
  valid: true,
  entries: 3,
  headHash: 'c'.repeat(64),
  problem: null,
  checkedAt: '2026-11-20T09:05:00.000Z',
};

const gateway = (seen: ActivityQuery[] = []): AuditGateway => ({
  list: (query) => {
    seen.push(query);
    return okAsync({ total: 0, data: [] });
  },
  all: () => okAsync([]),
  verify: () => okAsync(verification),
});

describe('the Activity use cases', () => {
  it('asks the platform for one page matching the filters', async () => {
    const seen: ActivityQuery[] = [];
    await listActivity({ audit: gateway(seen) })({
      filter: { actor: 'anna', action: 'user.delete' },
      page: 2,
    });
    expect(seen).toEqual([{ criteria: { actor: 'anna', action: 'user.delete' }, page: 2, pageSize: 10 }]);
  });

  it('refuses invalid filters without calling the platform', async () => {
    const seen: ActivityQuery[] = [];
    const result = await listActivity({ audit: gateway(seen) })({ filter: { from: 'tomorrow' }, page: 0 });
    expect(result._unsafeUnwrapErr()).toMatchObject({ kind: 'Invalid' });
    expect(seen).toEqual([]);
    expect((await exportActivity({ audit: gateway() })({ to: 'x' }))._unsafeUnwrapErr()).toMatchObject({
      kind: 'Invalid',
    });
  });

  it('says whether the chain holds, and where it breaks', async () => {
    expect((await verifyActivity({ audit: gateway() })())._unsafeUnwrap()).toMatchObject({
      intact: true,
      message: { id: 'audit.verify.intact', values: { count: 3 } },
    });
    expect(chainState({ ...verification, entries: 0, headHash: null }).message).toEqual({
      id: 'audit.verify.empty',
    });
    const broken = chainState({
      ...verification,
      valid: false,
      problem: { position: 2, seq: 3, kind: 'sequence' },
    });
    expect(broken).toMatchObject({
      intact: false,
      message: {
        id: 'audit.verify.broken',
        values: { position: 2, count: 3, kind: { id: 'audit.verify.problem.sequence' } },
      },
    });
    const offline = { ...gateway(), verify: () => errAsync(transportErrors.offline()) };
    expect((await verifyActivity({ audit: offline })())._unsafeUnwrapErr()).toMatchObject({
      kind: 'Offline',
    });
  });

  it('names the entries cut off the end of the chain, in English and Dutch', () => {
    const cut = (missing: number) =>
      chainState({
        ...verification,
        valid: false,
        entries: 10,
        problem: { position: 11, seq: 11, kind: 'missing', missing },
      });
    expect(cut(2)).toMatchObject({ intact: false, message: { id: 'audit.verify.missing' } });
    expect(createMessageFormatter('en').format(cut(2).message)).toBe(
      'The activity log has been tampered with: entries 11 to 12 of 12 are missing.',
    );
    expect(createMessageFormatter('en').format(cut(1).message)).toBe(
      'The activity log has been tampered with: entry 11 of 11 is missing.',
    );
    expect(createMessageFormatter('nl').format(cut(2).message)).toBe(
      'Er is met het activiteitenlogboek geknoeid: regels 11 tot en met 12 van 12 ontbreken.',
    );
  });

  it('names every recorded action in English and Dutch', () => {
    const texts = auditMessages as Record<string, { en: string; nl: string }>;
    for (const action of auditActions) {
      expect(texts[`audit.action.${action}`]?.en, action).toBeTruthy();
      expect(texts[`audit.action.${action}`]?.nl, action).toBeTruthy();
    }
  });
});
