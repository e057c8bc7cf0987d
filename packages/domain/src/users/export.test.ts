import { describe, expect, it } from 'vitest';
import { createMessageFormatter } from '../messages/format.ts';
import { locales } from '../messages/define.ts';
import { adminRoleOfCell, columnOfHeader } from './import-columns.ts';
import { aUser, anAdmin } from '../testing/users.ts';
import { defaultUserExportColumns, userExportColumns, userExportHeader, userExportValues } from './export.ts';

const en = createMessageFormatter('en').format;
const nl = createMessageFormatter('nl').format;
const row = (format: typeof en, user: ReturnType<typeof aUser>, columns = defaultUserExportColumns) => {
  const values = userExportValues(format);
  return columns.map((key) => values[key](user));
};

describe('the users export (product-reference §2.5, the portal and scr alike)', () => {
  it('writes the columns the Users page shows by default, never the Action column', () => {
    expect(defaultUserExportColumns).toEqual([
      'type',
      'lastName',
      'firstName',
      'email',
      'adminRoles',
      'userRole',
      'createdAt',
      'isDeleted',
    ]);
    expect(userExportColumns).not.toContain('action');
    expect(userExportColumns).toHaveLength(14);
    expect(userExportHeader(en)).toEqual([
      'Type',
      'Last name',
      'First name',
      'Email',
      'Admin App role',
      'SCR App role',
      'Created',
      'Deleted',
    ]);
    expect(userExportHeader(nl, ['id', 'isActive'])).toEqual(['Kenmerk', 'Actief']);
  });

  it('writes words in the viewer’s language and dates as ISO instants', () => {
    const admin = anAdmin({ lastName: 'Admin', firstName: 'Anna', email: 'anna@carrier.example' });
    expect(row(en, admin)).toEqual([
      'Admin user',
      'Admin',
      'Anna',
      'anna@carrier.example',
      'Organization Manager',
      'Regular',
      '2026-01-01T10:00:00.000Z',
      '',
    ]);
    const gone = aUser({
      isDeleted: true,
      deletedAt: '2026-03-04T05:06:07.000Z',
      isActive: false,
      phone: null,
    });
    expect(row(nl, gone, ['type', 'isActive', 'phone', 'isDeleted', 'id'])).toEqual([
      nl({ id: 'users.type.deleted' }),
      'Nee',
      '',
      '2026-03-04T05:06:07.000Z',
      '1',
    ]);
  });

  it.each(locales)('in %s, writes a file the import reads back: its headers and its role names', (locale) => {
    const say = createMessageFormatter(locale).format;
    const columns = ['firstName', 'lastName', 'email', 'phone', 'adminRoles', 'userRole'] as const;
    expect(userExportHeader(say, columns).map(columnOfHeader)).toEqual([
      'firstName',
      'lastName',
      'email',
      'phone',
      'adminRole',
      'userRole',
    ]);
    const admin = anAdmin({ adminRoles: ['org_mgr'] });
    expect(adminRoleOfCell(userExportValues(say).adminRoles(admin))).toBe('org_mgr');
  });
});
