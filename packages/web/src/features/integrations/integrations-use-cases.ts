import type { ServiceIdentifier } from 'inversify';
import { connectPortbase, removePortbase } from '@scr/domain';
import { createLoadAdminContext, type AdminPorts } from '../../session/admin-context.ts';

/** The integrations page's use cases (product-reference §2.7, §7 organization meta); /cpoint is the links feature's. */
export const createIntegrationsUseCases = (ports: AdminPorts) => ({
  loadContext: createLoadAdminContext(ports),
  connectPortbase: connectPortbase({ portbase: ports.portbase }),
  removePortbase: removePortbase({ portbase: ports.portbase }),
});

export type IntegrationsUseCases = ReturnType<typeof createIntegrationsUseCases>;

/** The container's id of the feature's use cases (bound in src/di/container.ts). */
export const integrationsUseCasesToken = Symbol.for(
  'scr.IntegrationsUseCases',
) as ServiceIdentifier<IntegrationsUseCases>;
