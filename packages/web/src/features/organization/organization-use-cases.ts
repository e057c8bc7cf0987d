import type { ServiceIdentifier } from 'inversify';
import { saveProfile, setCpuCheck } from '@scr/domain';
import { createLoadAdminContext, type AdminPorts } from '../../session/admin-context.ts';

/** The organization profile's use cases; only the configured users may set the CPU check (product-reference §6). */
export const createOrganizationUseCases = (
  ports: AdminPorts & { readonly cpuCheckOrgUserIds: readonly number[] },
) => ({
  loadContext: createLoadAdminContext(ports),
  saveProfile: saveProfile(ports),
  setCpuCheck: setCpuCheck({ meta: ports.organizationMeta, cpuCheckUserIds: ports.cpuCheckOrgUserIds }),
});

export type OrganizationUseCases = ReturnType<typeof createOrganizationUseCases>;

/** The query key of the organization profile's server data (read by the page, invalidated by a save). */
export const organizationKey = ['organization'] as const;

/** The container's id of the feature's use cases (bound in src/di/container.ts). */
export const organizationUseCasesToken = Symbol.for(
  'scr.OrganizationUseCases',
) as ServiceIdentifier<OrganizationUseCases>;
