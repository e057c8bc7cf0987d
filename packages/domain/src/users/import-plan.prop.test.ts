import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createMessageFormatter } from '../messages/format.ts';
import { locales } from '../messages/define.ts';
import { aUser } from '../testing/users.ts';
import { validate } from '../validation/validate.ts';
import { adminRoles, appRoles } from './roles.ts';
import {
  adminRoleChoiceOf,
  adminRoleLabels,
  adminRolesOf,
  appRoleLabels,
  inviteUserFormSchema,
} from './user-form.ts';
import { authorizeUserChange } from './user-rules.ts';
import { importColumnLabels, importColumns } from './import-columns.ts';
import { planUserImport } from './import-plan.ts';
import type { OrganizationUser } from './user.ts';

const names = ['Anna', 'Zoë', "O'Neil", 'Van der Berg', 'José', 'Li', 'Müller-Lüdenscheidt'];
const arbUsers = fc
  .array(
    fc.record({
      firstName: fc.constantFrom(...names),
      lastName: fc.constantFrom(...names),
      local: fc.stringMatching(/^[a-z][a-z0-9.]{0,12}$/),
      adminRoles: fc.subarray([...adminRoles]),
      userRole: fc.constantFrom(...appRoles),
      isDeleted: fc.boolean(),
      activatedAt: fc.constantFrom(null, '2026-03-01T08:00:00.000Z'),
    }),
    { minLength: 1, maxLength: 30 },
  )
  .map((rows) =>
    rows.map(({ local, ...rest }, i) =>
      aUser({ ...rest, id: i + 1, email: `${local}.${i + 1}@carrier.example` }),
    ),
  );

/** The users as a spreadsheet of the import's columns, headers and roles in a language's texts. */
const formatters = Object.fromEntries(locales.map((locale) => [locale, createMessageFormatter(locale)]));
const tableOf = (users: readonly OrganizationUser[], locale: (typeof locales)[number]): string[][] => {
  const text = (ref: Parameters<(typeof formatters)['en']['format']>[0]) => formatters[locale]!.format(ref);
  return [
    importColumns.map((column) => text(importColumnLabels[column])),
    ...users.map((u) => [
      u.firstName,
      u.lastName,
      u.email.toUpperCase(),
      u.phone ?? '',
      text(adminRoleLabels[adminRoleChoiceOf(u.adminRoles)]),
      text(appRoleLabels[u.userRole]),
    ]),
  ];
};

const arbCell = fc.oneof(
  { arbitrary: fc.string({ maxLength: 12 }), weight: 1 },
  {
    arbitrary: fc.constantFrom(
      '',
      'A',
      'Viewer',
      'Regular',
      'None',
      'Organization Manager',
      'Alleen lezen',
      'x@carrier.example',
      'new@carrier.example',
      'NEW@carrier.example',
    ),
    weight: 5,
  },
);
/**
 * A cell a column of that header would hold, most often: with any cell in any column, a row that
 * passes was so rare that a run of 300 files could hold none, and the property below was then about
 * empty plans only.
 */
const likelyCells: Readonly<Record<string, fc.Arbitrary<string>>> = {
  'First name': fc.constantFrom('Anna', 'Zoë', ''),
  'Last name': fc.constantFrom("O'Neil", 'Li', ''),
  Email: fc.constantFrom(
    'new@carrier.example',
    'NEW@carrier.example',
    'x@carrier.example',
    'b@carrier.example',
  ),
  Phone: fc.constantFrom('', '+32 3 123 45 67', 'A'),
  'Admin role': fc.constantFrom('None', 'Organization Manager', ''),
  'SCR App role': fc.constantFrom('Viewer', 'Regular', 'Alleen lezen', ''),
  Notes: fc.string({ maxLength: 12 }),
};
const arbTable = fc
  .shuffledSubarray(Object.keys(likelyCells), { minLength: 3 })
  .chain((header) =>
    fc.tuple(
      fc.constant(header),
      fc.array(
        fc.tuple(
          ...header.map((column) =>
            fc.oneof({ arbitrary: likelyCells[column]!, weight: 3 }, { arbitrary: arbCell, weight: 1 }),
          ),
        ),
        { maxLength: 25 },
      ),
    ),
  );

describe('an import plan', () => {
  it('plans nothing new for the organization’s own users exported and imported back, in every language', () => {
    fc.assert(
      fc.property(arbUsers, fc.constantFrom(...locales), (users, locale) => {
        const plan = planUserImport({
          table: tableOf(users, locale),
          actor: { adminRoles: ['org_mgr'] },
          existing: users,
        });
        expect(plan.fileProblems).toEqual([]);
        expect(plan.counts.send).toBe(0);
        expect(plan.rows.every((r) => r.kind === 'skip')).toBe(true);
      }),
    );
  });

  it('never sends a row the invite dialog’s rules refuse, nor an email twice or one that exists', () => {
    let sentInAll = 0;
    fc.assert(
      fc.property(
        arbTable,
        fc.constantFrom(['org_mgr'] as const, ['usr_mgr'] as const),
        fc.array(fc.constantFrom('x@carrier.example', 'a@carrier.example'), { maxLength: 2 }),
        ([header, rows], actorRoles, existingEmails) => {
          const actor = { adminRoles: actorRoles };
          const existing = existingEmails.map((email, i) => aUser({ id: i + 1, email }));
          const plan = planUserImport({ table: [header, ...rows], actor, existing });
          const sent = plan.rows.flatMap((r) => (r.kind === 'send' ? [r.form] : []));
          sentInAll += sent.length;
          for (const form of sent) {
            expect(validate(inviteUserFormSchema, form).isOk()).toBe(true);
            expect(authorizeUserChange({ actor, adminRoles: adminRolesOf(form.adminRole) }).isOk()).toBe(
              true,
            );
          }
          const emails = sent.map((f) => f.email.trim().toLowerCase());
          expect(new Set(emails).size).toBe(emails.length);
          expect(emails.filter((e) => (existingEmails as readonly string[]).includes(e))).toEqual([]);
          expect(plan.counts.send + plan.counts.invalid + plan.counts.skip).toBe(plan.rows.length);
        },
      ),
      { numRuns: 300 },
    );
    // The generated files do hold rows that pass: the property is not about empty plans.
    expect(sentInAll).toBeGreaterThan(0);
  });
});
