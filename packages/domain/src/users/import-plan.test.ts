import { describe, expect, it } from 'vitest';
import { aUser } from '../testing/users.ts';
import { locales } from '../messages/define.ts';
import { createMessageFormatter } from '../messages/format.ts';
import { importRoleChoices, importRoleOfCell } from './import-columns.ts';
import { planUserImport, type ImportPlanInput } from './import-plan.ts';

const orgMgr = { adminRoles: ['org_mgr'] } as const;
const usrMgr = { adminRoles: ['usr_mgr'] } as const;
const header = ['First name', 'Last name', 'Email', 'Phone', 'Admin role', 'SCR App role'];

const plan = (table: string[][], over: Partial<ImportPlanInput> = {}) =>
  planUserImport({ table, actor: orgMgr, existing: [], ...over });

describe('planning an import of users', () => {
  it('sends a valid row as the invite form would, with the role texts read as roles', () => {
    const result = plan([header, ['Zoe', 'Zeta', 'zoe@carrier.example', '', 'User Manager', 'Viewer']]);
    expect(result.fileProblems).toEqual([]);
    expect(result.counts).toEqual({ send: 1, invalid: 0, skip: 0 });
    expect(result.rows[0]).toMatchObject({
      line: 2,
      kind: 'send',
      form: { email: 'zoe@carrier.example', adminRole: 'usr_mgr', userRole: 'viewer' },
    });
  });

  it('reads Dutch headers, Dutch role texts, a byte order mark and columns in any order', () => {
    const result = plan([
      ['\uFEFFE-mail', 'SCR App-rol', 'Achternaam', 'Voornaam', 'Beheerdersrol', 'Opmerking'],
      ['jan@carrier.example', 'Standaard', 'Jansen', 'Jan', 'Geen', 'ignored'],
    ]);
    expect(result.rows[0]).toMatchObject({
      kind: 'send',
      form: { firstName: 'Jan', lastName: 'Jansen', adminRole: 'none', userRole: 'regular' },
    });
  });

  /** Each row's admin and app roles as the plan read them (or the row's kind when it is not sent). */
  const rolesOf = (result: ReturnType<typeof plan>) =>
    result.rows.map((row) => (row.kind === 'send' ? [row.form.adminRole, row.form.userRole] : row.kind));

  it('reads French headers and role texts, the apostrophe typed straight or typographic', () => {
    const result = plan([
      ['Prénom', 'Nom', 'E-mail', 'Téléphone', "Rôle d'administrateur", 'Rôle SCR App'],
      ['Claire', 'Dubois', 'claire@carrier.example', '', 'Gestionnaire des utilisateurs', 'Lecture seule'],
      ['Luc', 'Martin', 'luc@carrier.example', '', "Gestionnaire de l'organisation", 'Standard'],
      ['Anne', 'Petit', 'anne@carrier.example', '', 'Gestionnaire de l’organisation', 'Standard'],
      ['Marc', 'Roux', 'marc@carrier.example', '', 'Aucun', 'Lecture seule'],
    ]);
    expect(result.fileProblems).toEqual([]);
    expect(rolesOf(result)).toEqual([
      ['usr_mgr', 'viewer'],
      ['org_mgr', 'regular'],
      ['org_mgr', 'regular'],
      ['none', 'viewer'],
    ]);
    expect(result.rows[0]).toMatchObject({ form: { firstName: 'Claire', lastName: 'Dubois' } });
  });

  it('reads German headers and role texts, in any case', () => {
    const result = plan([
      ['Vorname', 'Nachname', 'E-Mail', 'Telefon', 'Administratorrolle', 'SCR-App-Rolle'],
      ['Jonas', 'Weber', 'jonas@carrier.example', '', 'Benutzerverwalter', 'Nur Lesen'],
      ['Lena', 'Schmidt', 'lena@carrier.example', '', 'organisationsverwalter', 'Standard'],
      ['Paul', 'Fischer', 'paul@carrier.example', '', 'Verbindungsverwalter', 'STANDARD'],
      ['Mia', 'Wagner', 'mia@carrier.example', '', 'Keine', 'Nur Lesen'],
    ]);
    expect(result.fileProblems).toEqual([]);
    expect(rolesOf(result)).toEqual([
      ['usr_mgr', 'viewer'],
      ['org_mgr', 'regular'],
      ['cnx_mgr', 'regular'],
      ['none', 'viewer'],
    ]);
    expect(result.rows[0]).toMatchObject({ form: { firstName: 'Jonas', lastName: 'Weber' } });
  });

  it('names each problem on its cell: a bad email, an unknown role, a missing name', () => {
    const result = plan([header, ['', 'Zeta', 'not-an-email', '', 'Boss', 'Regular']]);
    expect(result.rows[0]?.kind).toBe('invalid');
    const problems = result.rows[0]?.kind === 'invalid' ? result.rows[0].problems : [];
    expect(problems.map((p) => p.column).sort()).toEqual(['adminRole', 'email', 'firstName']);
    expect(problems.find((p) => p.column === 'adminRole')?.message.id).toBe('users.import.problem.adminRole');
  });

  it('refuses an admin role to a User Manager on that row only', () => {
    const result = plan(
      [
        header,
        ['A', 'B', 'a@carrier.example', '', 'Organization Manager', 'Regular'],
        ['C', 'D', 'c@carrier.example', '', 'None', 'Regular'],
      ],
      { actor: usrMgr },
    );
    expect(result.rows.map((r) => r.kind)).toEqual(['invalid', 'send']);
    expect(result.rows[0]?.kind === 'invalid' && result.rows[0].problems[0]?.message.id).toBe(
      'users.error.adminRoleNotAllowed',
    );
  });

  it('skips a duplicate in the file, an existing user, a pending invitation and a deleted member', () => {
    const existing = [
      aUser({ id: 1, email: 'member@carrier.example', activatedAt: '2026-01-01T00:00:00.000Z' }),
      aUser({ id: 2, email: 'invited@carrier.example', activatedAt: null }),
      aUser({
        id: 3,
        email: 'gone@carrier.example',
        isDeleted: true,
        activatedAt: '2026-01-01T00:00:00.000Z',
      }),
    ];
    const row = (email: string) => ['A', 'B', email, '', 'None', 'Regular'];
    const result = plan(
      [
        header,
        row('new@carrier.example'),
        row('NEW@carrier.example '),
        row('Member@carrier.example'),
        row('invited@carrier.example'),
        row('gone@carrier.example'),
      ],
      { existing },
    );
    expect(result.rows.map((r) => (r.kind === 'skip' ? r.reason : r.kind))).toEqual([
      'send',
      'duplicateInFile',
      'alreadyUser',
      'pendingInvitation',
      'reactivation',
    ]);
  });

  it('leaves out the lines the admin leaves out, and skips blank lines', () => {
    const result = plan(
      [
        header,
        ['A', 'B', 'a@carrier.example', '', '', 'Regular'],
        ['', '', '', '', '', ''],
        ['C', 'D', 'c@carrier.example', '', '', 'Regular'],
      ],
      {
        leftOut: new Set([2]),
      },
    );
    expect(result.rows.map((r) => [r.line, r.kind])).toEqual([
      [2, 'skip'],
      [4, 'send'],
    ]);
  });

  it('leaves out the template’s example row by its address, in any case, among rows that go', () => {
    const result = plan([
      header,
      ['A', 'B', 'a@carrier.example', '', '', 'Regular'],
      ['Jane', 'Doe', 'Jane.Doe@Example.com ', '', '', 'Viewer'],
      ['Janet', 'Dough', 'jane.doe@example.com', '', 'Unknown role', ''],
    ]);
    expect(result.rows.map((r) => [r.line, r.kind === 'skip' ? r.reason : r.kind])).toEqual([
      [2, 'send'],
      [3, 'templateExample'],
      [4, 'templateExample'],
    ]);
    expect(result.counts).toEqual({ send: 1, invalid: 0, skip: 2 });
  });

  it('reads a role chosen in the preview, written as its text in any language, as that role', () => {
    for (const locale of locales) {
      const { format } = createMessageFormatter(locale);
      for (const column of ['adminRole', 'userRole'] as const)
        for (const choice of importRoleChoices[column])
          expect(importRoleOfCell(column, format(choice.label))).toBe(choice.value);
    }
    expect(importRoleOfCell('adminRole', '')).toBe('none');
    expect(importRoleOfCell('userRole', '')).toBeUndefined();
    expect(importRoleOfCell('userRole', 'Boss')).toBeUndefined();
    const chosen = plan([header, ['A', 'B', 'a@carrier.example', '', 'Gebruikersbeheerder', 'Alleen lezen']]);
    expect(chosen.rows[0]).toMatchObject({
      kind: 'send',
      form: { adminRole: 'usr_mgr', userRole: 'viewer' },
    });
  });

  it('sends nothing from a file without a required column, and says which', () => {
    const result = plan([
      ['First name', 'Last name', 'Email'],
      ['A', 'B', 'a@carrier.example'],
    ]);
    expect(result.fileProblems).toEqual([
      { id: 'users.import.problem.missingColumn', values: { column: { id: 'users.field.userRole' } } },
    ]);
    expect(result.counts.send).toBe(0);
  });
});
