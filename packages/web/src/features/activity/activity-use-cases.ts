import type { ServiceIdentifier } from 'inversify';
import { exportActivity, listActivity, verifyActivity, type AuditGateway } from '@scr/domain';

/** The Activity page's use cases over the audit gateway (org_mgr; the platform scopes to the session's organization). */
export const createActivityUseCases = (ports: { readonly audit: AuditGateway }) => ({
  list: listActivity(ports),
  exportAll: exportActivity(ports),
  verify: verifyActivity(ports),
});

export type ActivityUseCases = ReturnType<typeof createActivityUseCases>;

/** The container's id of the feature's use cases (bound in src/di/container.ts). */
export const activityUseCasesToken = Symbol.for(
  'scr.ActivityUseCases',
) as ServiceIdentifier<ActivityUseCases>;
