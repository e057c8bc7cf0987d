import { okAsync } from 'neverthrow';
import type { Clock, Organization, OrganizationsGateway } from '@scr/domain';

/** How soon after the sign-in read it the landing page may still take the organization it read. */
export const HANDOVER_WINDOW_MS = 5000;

export type OrganizationHandover = {
  /** The gateway the sign-in reads through: the organization it reads is kept for the landing page. */
  readonly signIn: OrganizationsGateway;
  /** The gateway the admin pages read through: the kept organization once, the platform's otherwise. */
  readonly pages: OrganizationsGateway;
};

/**
 * The sign-in (and a reload's session check) reads the organization to show its name and role; the
 * page it lands on (users, organization profile, integrations) reads the same organization again
 * right after. Handing over the first answer saves that page a request on its way to the first
 * paint. It is handed over once, and only within a few seconds of being read: any later page, or a
 * page opened again, reads what the platform has now.
 */
export const organizationHandover = (
  organizations: OrganizationsGateway,
  clock: Clock,
): OrganizationHandover => {
  let kept: { readonly organization: Organization; readonly at: number } | null = null;
  const now = () => clock.now().getTime();
  return {
    signIn: {
      ...organizations,
      get: (id) =>
        organizations.get(id).map((organization) => {
          kept = { organization, at: now() };
          return organization;
        }),
    },
    pages: {
      ...organizations,
      get: (id) => {
        const handed = kept;
        kept = null;
        if (handed && handed.organization.id === id && now() - handed.at <= HANDOVER_WINDOW_MS)
          return okAsync(handed.organization);
        return organizations.get(id);
      },
    },
  };
};
