import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { locales } from '../messages/define.ts';
import { createMessageFormatter } from '../messages/format.ts';
import { aUser } from '../testing/users.ts';
import { planUserImport } from './import-plan.ts';
import {
  listImportExisting,
  setImportCell,
  userImportResultTable,
  userImportTemplate,
} from './import-table.ts';
import type { UsersGateway } from './ports.ts';

const actor = { adminRoles: ['org_mgr'] } as const;

describe('the import’s table helpers', () => {
  it('writes a template whose example row is read and left out, not invited, in every language', () => {
    for (const locale of locales) {
      const format = createMessageFormatter(locale).format;
      const template = userImportTemplate(format);
      const plan = planUserImport({ table: template, actor, existing: [] });
      expect(plan.fileProblems).toEqual([]);
      expect(plan.counts).toEqual({ send: 0, invalid: 0, skip: 1 });
      expect(plan.rows[0]).toMatchObject({
        kind: 'skip',
        reason: 'templateExample',
        message: { id: 'users.import.skip.templateExample' },
      });
      // The example is a valid row but for its address: given a real one, it is invited.
      const real = setImportCell(template, 2, 'email', 'jane.real@carrier.example');
      expect(planUserImport({ table: real, actor, existing: [] }).counts.send).toBe(1);
    }
    const dutch = userImportTemplate(createMessageFormatter('nl').format);
    expect(dutch[0]).toContain('Voornaam');
    expect(dutch[1]).toContain('Standaard');
    const french = userImportTemplate(createMessageFormatter('fr').format);
    expect(french[0]).toContain('Rôle d’administrateur');
    expect(french[1]).toContain('Aucun');
    const german = userImportTemplate(createMessageFormatter('de').format);
    expect(german[0]).toContain('Nachname');
    expect(german[1]).toContain('Keine');
  });

  it('fixes a cell in place, and adds a column the file lacks', () => {
    const table = [
      ['First name', 'Last name', 'Email'],
      ['Zoe', 'Zeta', 'not-an-email'],
    ];
    const fixed = setImportCell(
      setImportCell(table, 2, 'email', 'zoe@carrier.example'),
      2,
      'userRole',
      'Viewer',
    );
    expect(table[1]?.[2]).toBe('not-an-email');
    const plan = planUserImport({ table: fixed, actor, existing: [] });
    expect(plan.rows[0]).toMatchObject({
      kind: 'send',
      form: { email: 'zoe@carrier.example', userRole: 'viewer' },
    });
  });

  it('writes the result with the why of each row not invited', () => {
    const format = createMessageFormatter('en').format;
    const rows = userImportResultTable(
      {
        rows: [
          {
            line: 2,
            email: 'a@x.example',
            firstName: 'A',
            lastName: 'B',
            outcome: 'invited',
            message: { id: 'users.import.result.invited' },
          },
          {
            line: 3,
            email: 'b@x.example',
            firstName: 'C',
            lastName: 'D',
            outcome: 'skipped',
            message: { id: 'users.import.skip.alreadyUser' },
          },
        ],
        counts: { invited: 1, skipped: 1, failed: 0 },
      },
      format,
    );
    expect(rows[0]).toEqual(['Line', 'Email', 'First name', 'Last name', 'Outcome', 'Why']);
    expect(rows[2]).toEqual(['3', 'b@x.example', 'C', 'D', 'Skipped', 'Already a user of this organization']);
    expect(rows[1]?.[5]).toBe('');
  });

  it('reads every user of the organization, deleted ones too, page after page', async () => {
    const users = Array.from({ length: 2500 }, (_, i) => aUser({ id: i + 1, email: `u${i}@x.example` }));
    const asked: unknown[] = [];
    const gateway = {
      list: (q: Parameters<UsersGateway['list']>[0]) => {
        asked.push(q.deleted);
        return okAsync({
          total: users.length,
          data: users.slice(q.page * q.pageSize, (q.page + 1) * q.pageSize),
        });
      },
    } as unknown as UsersGateway;
    const all = (await listImportExisting({ users: gateway })(10))._unsafeUnwrap();
    expect(all).toHaveLength(2500);
    expect(asked).toEqual(['all', 'all', 'all']);
  });
});
