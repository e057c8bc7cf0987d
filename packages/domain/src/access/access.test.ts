import { describe, expect, it } from 'vitest';
import {
  accessDeniedView,
  canOpen,
  isAdmin,
  landing,
  landingPaths,
  navLinks,
  notAdminView,
  pageOfPath,
} from './access.ts';
import { createMessageFormatter } from '../messages/format.ts';

const en = createMessageFormatter('en');

describe('landing by admin roles (product-reference §2.1)', () => {
  it('sends usr_mgr to users first, then cnx_mgr to connections, then org_mgr to the organization', () => {
    expect(landing(['org_mgr', 'cnx_mgr', 'usr_mgr'])).toMatchObject({ path: '/organization/users' });
    expect(landing(['org_mgr', 'cnx_mgr'])).toMatchObject({ path: '/organization/connections' });
    expect(landing(['org_mgr'])).toMatchObject({ path: '/organization' });
  });

  it('names every page any set of admin roles lands on, and no other', () => {
    const everySubset = [
      [],
      ['org_mgr'],
      ['usr_mgr'],
      ['cnx_mgr'],
      ['org_mgr', 'usr_mgr'],
      ['org_mgr', 'cnx_mgr'],
      ['usr_mgr', 'cnx_mgr'],
      ['org_mgr', 'usr_mgr', 'cnx_mgr'],
    ];
    const reached = everySubset.flatMap((roles) => {
      const page = landing(roles);
      return page.kind === 'page' ? [page.path] : [];
    });
    expect([...landingPaths].sort()).toEqual([...new Set(reached)].sort());
  });

  it('denies anyone else', () => {
    expect(landing([])).toEqual({ kind: 'accessDenied' });
    expect(landing(['regular'])).toEqual({ kind: 'accessDenied' });
    expect(landing(null)).toEqual({ kind: 'accessDenied' });
    expect(en.format({ id: 'access.notAdmin' })).toBe(
      'Access denied: you cannot enter this page because you are not an admin user',
    );
  });
});

describe('page access matrix (product-reference §2.1)', () => {
  it('lets org_mgr open every admin page', () => {
    for (const page of ['organization', 'users', 'connections', 'integrations', 'activity'] as const)
      expect(canOpen(['org_mgr'], page)).toBe(true);
  });

  it('keeps the activity (the audit trail) to org_mgr', () => {
    for (const roles of [['usr_mgr'], ['cnx_mgr'], ['usr_mgr', 'cnx_mgr'], []])
      expect(canOpen(roles, 'activity')).toBe(false);
  });

  it('limits usr_mgr to users and cnx_mgr to connections', () => {
    expect(canOpen(['usr_mgr'], 'users')).toBe(true);
    expect(canOpen(['usr_mgr'], 'connections')).toBe(false);
    expect(canOpen(['usr_mgr'], 'organization')).toBe(false);
    expect(canOpen(['cnx_mgr'], 'connections')).toBe(true);
    expect(canOpen(['cnx_mgr'], 'integrations')).toBe(false);
  });
});

describe('nav links and isAdmin (product-reference §2.2, §6)', () => {
  it('shows the links of the roles', () => {
    expect(navLinks(['org_mgr']).map((l) => en.format({ id: l.label }))).toEqual([
      'Organization profile',
      'Users',
      'Connections',
      'Integrations',
      'Activity',
    ]);
    expect(navLinks(['usr_mgr']).map((l) => l.page)).toEqual(['users']);
    expect(navLinks(['cnx_mgr', 'usr_mgr']).map((l) => l.page)).toEqual(['users', 'connections']);
    expect(navLinks([])).toEqual([]);
  });

  it('says a user without an admin role is not an admin', () => {
    expect(isAdmin([])).toBe(false);
    expect(isAdmin(['viewer'])).toBe(false);
    expect(isAdmin(['cnx_mgr'])).toBe(true);
  });
});

describe('route to page (product-reference §2.1)', () => {
  it('maps admin routes to their page', () => {
    expect(pageOfPath('/organization/')).toBe('organization');
    expect(pageOfPath('/organization/users')).toBe('users');
    expect(pageOfPath('/organization/connections/sent/3f2a')).toBe('connections');
    expect(pageOfPath('/organization/integrations?x=1')).toBe('integrations');
    expect(pageOfPath('/organization/activity?actor=anna')).toBe('activity');
    expect(pageOfPath('/cpoint')).toBeNull();
    expect(pageOfPath('/organization/unknown')).toBeNull();
  });

  it('names the access-denied texts', () => {
    expect(en.format({ id: accessDeniedView.title })).toBe('An error occured');
    expect(en.format({ id: accessDeniedView.text })).toBe('Access denied');
    expect(en.format({ id: accessDeniedView.action })).toBe('Go back');
    expect(en.format({ id: notAdminView.advice, values: { product: 'SCR' } })).toMatch(
      /contact the admin of your organization/,
    );
  });
});
