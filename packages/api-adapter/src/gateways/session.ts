// Sign-in context: find-user, the wallet sign-in, two-factor by email and the EULAs (product-reference §7).
import { errAsync, okAsync } from 'neverthrow';
import { z } from 'zod';
import {
  eulaAcceptanceSchema,
  eulaSchema,
  transportErrors,
  type AuthenticationGateway,
  type EulaGateway,
  type FindUserGateway,
  type TwoFactorGateway,
} from '@scr/domain';
import type { PlatformClient } from '../contract.ts';
import { call } from '../transport.ts';
import { foundUserWire, hasOrganization, ignored, sessionUserWire, toFoundUser } from './wire.ts';

/** GET /find-user?email=&pr=: a 404 ('No user found') is an empty list, the domain's own no-user case. */
export const findUserGateway = (open: PlatformClient): FindUserGateway => ({
  byEmail: (email, forPasswordReset) =>
    call(
      () => open.GET('/find-user', { params: { query: { email, pr: forPasswordReset } } }),
      z.array(foundUserWire),
    )
      .map((found) => found.filter(hasOrganization).map(toFoundUser))
      .orElse((e) => (e.kind === 'HttpError' && e.status === 404 ? okAsync([]) : errAsync(e))),
});

const signedIn = z.object({ accessToken: z.string().min(1), user: sessionUserWire });

/**
 * POST /authentication (and DELETE to log out). The port's second step does not carry the challenge,
 * so the gateway keeps the challenge it handed out. Step 1 asks for an unbound challenge: the contract
 * binds it to the organization user who signs it in step 2.
 */
export const authenticationGateway = (open: PlatformClient): AuthenticationGateway => {
  let issued: string | null = null;
  return {
    requestChallenge: () =>
      call(
        () => open.POST('/authentication', { body: { strategy: 'wallet' } }),
        z.object({ challenge: z.string().min(1) }),
      ).map((answer) => ((issued = answer.challenge), answer)),
    exchangeSignature: ({ walletToken, orgUserId, signature }) => {
      const challenge = issued;
      if (challenge === null) return errAsync(transportErrors.unauthorized('Could not get token'));
      issued = null;
      return call(
        () =>
          open.POST('/authentication', {
            headers: { Authorization: `Bearer ${walletToken}` },
            body: { strategy: 'wallet', orgUserId, challenge, signature },
          }),
        signedIn,
      );
    },
    // The session's own headers: the store is already cleared when logout ends the session here.
    signOut: (session) =>
      call(
        () =>
          open.DELETE('/authentication', {
            params: { header: { Id: String(session.orgUserId) } },
            headers: { Authorization: `Bearer ${session.accessToken}` },
          }),
        ignored,
      ),
  };
};

/** The two-factor calls carry the 2FA-pending session token (the stored API session). */
export const twoFactorGateway = (api: PlatformClient): TwoFactorGateway => ({
  sendCode: () => call(() => api.GET('/two-factor/auth/email'), ignored),
  validateCode: (code) =>
    call(
      () => api.POST('/two-factor/auth/email/validate', { body: { code } }),
      z.object({ twoFactorAuthEmailValidated: z.boolean(), unlockToken: z.string(), token: z.string() }),
    ).map((r) => ({
      validated: r.twoFactorAuthEmailValidated,
      unlockToken: r.unlockToken,
      accessToken: r.token,
    })),
});

const newestFirst = { $limit: 1, $sort: { createdAt: -1 as const } };

export const eulaGateway = (api: PlatformClient): EulaGateway => ({
  newest: () =>
    call(() => api.GET('/eulas', { params: { query: newestFirst } }), z.array(eulaSchema)).map(
      (list) => list[0] ?? null,
    ),
  latestAcceptance: (orgUserId) =>
    call(
      () => api.GET('/eulas-users', { params: { query: { orgUserId, ...newestFirst } } }),
      z.array(eulaAcceptanceSchema),
    ).map((list) => list[0] ?? null),
  accept: ({ orgUserId, eulaId }) =>
    call(() => api.POST('/eulas-users', { body: { orgUserId, eulaId } }), ignored),
});
