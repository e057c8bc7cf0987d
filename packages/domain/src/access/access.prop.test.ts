import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { adminRoles } from '../users/roles.ts';
import { canOpen, isAdmin, landing, navLinks, pageOfPath } from './access.ts';

const roles = fc.array(fc.oneof(fc.constantFrom(...adminRoles), fc.string()), { maxLength: 6 });

describe('access properties', () => {
  it('lands only on a page the roles may open, and denies exactly the non-admins', () => {
    fc.assert(
      fc.property(roles, (r) => {
        const to = landing(r);
        if (to.kind === 'page') expect(canOpen(r, to.page)).toBe(true);
        expect(to.kind === 'accessDenied').toBe(!isAdmin(r));
      }),
    );
  });

  it('shows a nav link exactly for the pages the roles may open', () => {
    fc.assert(
      fc.property(roles, (r) => {
        for (const link of navLinks(r)) expect(canOpen(r, link.page)).toBe(true);
        expect(navLinks(r).length > 0).toBe(isAdmin(r));
      }),
    );
  });

  it('every landing and nav path leads back to its own page', () => {
    fc.assert(
      fc.property(roles, (r) => {
        const to = landing(r);
        if (to.kind === 'page') expect(pageOfPath(to.path)).toBe(to.page);
        for (const link of navLinks(r)) expect(pageOfPath(link.path)).toBe(link.page);
      }),
    );
  });
});
