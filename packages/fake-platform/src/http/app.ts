// The Koa + Feathers application: middleware, the API services under /api, dev routes, the web app.
import { feathers } from '@feathersjs/feathers';
import { bodyParser, koa, rest } from '@feathersjs/koa';
import { auditHook } from '../audit/hook.ts';
import { authorizeHook, operationsWithoutPolicy } from '../auth/authorize.ts';
import { auditEntriesService, auditVerificationService } from '../audit/services.ts';
import type { Ctx } from '../context.ts';
import { devRoutes, type DevDeps } from '../dev/routes.ts';
import { addUserService } from '../services/add-user.ts';
import { authenticationService } from '../services/authentication.ts';
import { connectionPublicKeyService, connectionsService } from '../services/connections.ts';
import { eulasService, eulasUsersService } from '../services/eulas.ts';
import { fingerprintVerificationService } from '../services/fingerprint-verification.ts';
import { findUserService } from '../services/find-user.ts';
import { invitationsService } from '../services/invitations.ts';
import { onboardingService } from '../services/onboarding.ts';
import { organizationMetaService } from '../services/organization-meta.ts';
import { organizationUsersService } from '../services/organization-users.ts';
import { cpointService, organizationsService } from '../services/organizations.ts';
import { portbaseService } from '../services/portbase.ts';
import { passwordResetService, pwresetService } from '../services/password-reset.ts';
import { passwordResetGrantsService } from '../services/password-reset-grants.ts';
import { personLinksService } from '../services/person-links.ts';
import { twoFactorSendService, twoFactorValidateService } from '../services/two-factor.ts';
import { retryAfterHeader, sourceAddress } from '../limits/http.ts';
import { compressed, revalidated } from './delivery.ts';
import { faultOf, requestLog, requestLogger } from './request-log.ts';
import { healthRoutes, type Readiness } from './health.ts';
import type { Logger } from '../log/logger.ts';
import { errorHandler, safePathSegments, securityHeaders } from './middleware.ts';
import { webApp } from './static.ts';
import { buildScriptSources } from './build-csp.ts';
import { withVersion } from './versions.ts';
import { maxBodyBytes } from './body-depth.ts';

const clientWentAway = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE']);

export const createApp = (
  ctx: Ctx,
  deps: Omit<DevDeps, 'ctx'> & {
    webDist: string;
    walletOrigins: () => string[];
    /** One line per request, and the errors (log/logger.ts). */
    logger: Logger;
    /** What GET /readyz answers (health.ts). */
    readiness: () => Readiness;
  },
) => {
  const app = koa(feathers());
  app.use(requestLog(deps.logger));
  // A browser that closes a page mid-response (a test ending, a navigation) is not a server fault:
  // only other errors are logged, and once: a request's own fault is in its line already.
  app.on('error', (error: NodeJS.ErrnoException, koaCtx?: Parameters<typeof faultOf>[0]) => {
    if (clientWentAway.has(error.code ?? '') || faultOf(koaCtx) === error) return;
    (koaCtx ? requestLogger(koaCtx, deps.logger) : deps.logger).error({ err: error }, 'unexpected error');
  });
  // Before the headers and the rest: a probe's answer is the process's state, nothing else.
  app.use(healthRoutes(deps.readiness));
  app.use(securityHeaders(deps.walletOrigins, buildScriptSources(deps.webDist)));
  app.use(compressed());
  app.use(revalidated());
  app.use(retryAfterHeader());
  app.use(errorHandler());
  app.use(sourceAddress());
  app.use(bodyParser({ jsonLimit: maxBodyBytes, multipart: false, urlencoded: false, text: false }));
  app.use(devRoutes({ ctx, config: deps.config, resetWorld: deps.resetWorld, production: deps.production }));
  app.use(safePathSegments());
  app.configure(rest());
  const audit = ctx.audit;
  // Inside the audit hook, so that a refused call is audited like any other.
  app.hooks({ around: { all: [auditHook(ctx, audit), authorizeHook(ctx)] } });
  const services: Array<[string, object, string[]]> = [
    ['authentication', authenticationService(ctx), ['create', 'remove']],
    ['two-factor/auth/email', twoFactorSendService(ctx), ['find']],
    ['two-factor/auth/email/validate', twoFactorValidateService(ctx), ['create']],
    ['organizations', organizationsService(ctx), ['find', 'get', 'patch']],
    ['organizations/:organizationId/cpoint', cpointService(ctx), ['patch']],
    ['organizations/:organizationId/portbase', portbaseService(ctx), ['update', 'remove']],
    ['organization-users', organizationUsersService(ctx), ['find', 'get', 'create', 'patch', 'remove']],
    ['organization-meta', organizationMetaService(ctx), ['find', 'create', 'remove']],
    ['invitations', invitationsService(ctx), ['find', 'get', 'create', 'patch']],
    ['connections', connectionsService(ctx), ['find', 'get', 'create', 'patch']],
    ['connections/:reference/public-key', connectionPublicKeyService(ctx), ['find']],
    ['connections/:reference/fingerprint-verification', fingerprintVerificationService(ctx), ['create']],
    ['eulas', eulasService(ctx), ['find', 'get']],
    ['eulas-users', eulasUsersService(ctx), ['find', 'create']],
    ['password-reset', passwordResetService(ctx), ['create']],
    ['pwreset', pwresetService(ctx), ['find', 'create']],
    ['password-reset-grants', passwordResetGrantsService(ctx), ['create']],
    ['person-links', personLinksService(ctx), ['create']],
    ['find-user', findUserService(ctx), ['find']],
    ['onboarding', onboardingService(ctx), ['find', 'create']],
    ['add-user', addUserService(ctx), ['find', 'create']],
    ['audit-entries', auditEntriesService(ctx), ['find']],
    ['audit-verification', auditVerificationService(ctx, audit), ['find']],
  ];
  // Deny by default, and say so at start rather than to a caller: every method offered has a row.
  const unruled = operationsWithoutPolicy(services.map(([path, , methods]) => [path, methods] as const));
  if (unruled.length > 0) throw new Error(`No access policy for ${unruled.join(', ')}`);
  for (const [path, service, methods] of services) {
    app.use(`api/${path}`, service as never, { methods });
  }
  const organizationVersion = withVersion((id) => ctx.store.organizations.get(id));
  const userVersion = withVersion((id) => ctx.store.organizationUsers.get(id));
  app
    .service('api/organizations')
    .hooks({ around: { get: [organizationVersion], patch: [organizationVersion] } });
  app.service('api/organization-users').hooks({ around: { get: [userVersion], patch: [userVersion] } });
  app.use(webApp(deps.webDist));
  return app;
};
