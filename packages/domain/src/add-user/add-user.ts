import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { MessageRef } from '../messages/catalogue.ts';
import { tagged, type Tagged, type TransportError } from '../shared/errors.ts';
import type { Clock, IdGenerator } from '../shared/ports.ts';
import { isLinkTokenExpired } from '../session/tokens.ts';
import { validate, type ValidationError } from '../validation/validate.ts';
import type { WalletError } from '../wallet/errors.ts';
import type { Wallet } from '../wallet/ports.ts';
import type { AddUserConnectionRequest, AddUserGateway, AddUserRecord } from './ports.ts';
import { setPasswordSchema } from './set-password-form.ts';

/** The add-user link carries no accept code. */
export type MissingAcceptCode = Tagged<'MissingAcceptCode'>;
/** The add-user link is older than its validity. */
export type AddUserLinkExpired = Tagged<'LinkExpired'>;
/** The account the add-user link names is already active. */
export type AlreadyActive = Tagged<'AlreadyActive'>;
/** The user the add-user link names has no wallet URL: support has to set it. */
export type WalletUrlUnknown = Tagged<'WalletUrlUnknown'>;
/** What `loadAddUser` can fail with. */
export type LoadAddUserError =
  MissingAcceptCode | AddUserLinkExpired | AlreadyActive | WalletUrlUnknown | TransportError;
/** What `completeAddUser` can fail with. */
export type CompleteAddUserError = ValidationError | AddUserLinkExpired | TransportError | WalletError;

const expired = (): AddUserLinkExpired => tagged('LinkExpired', 'addUser.error.linkExpired');
const linkError = (e: TransportError): AddUserLinkExpired | TransportError =>
  e.kind === 'Unauthorized' || (e.kind === 'HttpError' && [401, 403, 410].includes(e.status)) ? expired() : e;

/** What the set-password page needs after a successful load. */
export type LoadedAddUser = {
  readonly user: AddUserRecord & { walletUrl: string };
  readonly walletToken: string;
};

/**
 * Opens /wallet-add-user/{acceptCode}?jwt=… (product-reference §2.1, §8 Add user). An active user sees the
 * already-active text; an unknown wallet URL names the support contact (a runtime value).
 */
export const loadAddUser =
  (deps: { addUser: AddUserGateway; clock: Clock; supportContact: string }) =>
  (input: {
    acceptCode: string | null | undefined;
    jwt: string | null | undefined;
  }): ResultAsync<LoadedAddUser, LoadAddUserError> => {
    if (!input.acceptCode || !input.jwt)
      return errAsync(tagged('MissingAcceptCode', 'addUser.error.missingCode'));
    if (isLinkTokenExpired(input.jwt, deps.clock.now())) return errAsync(expired());
    return deps.addUser
      .load(input.jwt)
      .mapErr(linkError)
      .andThen(({ user, walletToken }): ResultAsync<LoadedAddUser, LoadAddUserError> => {
        if (user.isActive) return errAsync(tagged('AlreadyActive', 'addUser.error.alreadyActive'));
        const walletUrl = (user.walletUrl ?? '').trim();
        if (walletUrl === '')
          return errAsync(
            tagged('WalletUrlUnknown', 'addUser.error.walletUrlUnknown', { support: deps.supportContact }),
          );
        return okAsync({ user: { ...user, walletUrl }, walletToken });
      });
  };

/**
 * The first admin's saved connections (chosen at onboarding) become connection requests that
 * the new wallet account initiates: one reference and public key each, with the new user as side A.
 */
const initiateSaved = (
  deps: { wallet: Wallet; ids: IdGenerator },
  loaded: LoadedAddUser,
  password: string,
): ResultAsync<AddUserConnectionRequest[], WalletError> => {
  const { user } = loaded;
  if (user.savedConnections.length === 0) return okAsync([]);
  return deps.wallet
    .verifyPassword({ walletUrl: user.walletUrl, orgUserId: user.orgUserId, password })
    .andThen((session) =>
      ResultAsync.combine(
        user.savedConnections.map((organizationIdB) => {
          const reference = deps.ids.uuid();
          return deps.wallet.initiateConnection(session, reference).map((data): AddUserConnectionRequest => ({
            organizationIdA: user.organizationId,
            organizationIdB,
            reference,
            encrInviterData: { publicKey: data.publicKey },
          }));
        }),
      ),
    );
};

/** 'Set password': creates the wallet account, then POST add-user activates the user. */
export const completeAddUser =
  (deps: { addUser: AddUserGateway; wallet: Wallet; ids: IdGenerator }) =>
  (input: {
    jwt: string;
    loaded: LoadedAddUser;
    form: unknown;
  }): ResultAsync<MessageRef, CompleteAddUserError> =>
    validate(setPasswordSchema, input.form).asyncAndThen(({ password }) => {
      const { user, walletToken } = input.loaded;
      return deps.wallet
        .addUserAccount({ walletUrl: user.walletUrl, walletToken, orgUserId: user.orgUserId, password })
        .andThen(() => initiateSaved(deps, input.loaded, password))
        .andThen((connectionRequests) =>
          deps.addUser
            .complete(input.jwt, {
              orgUserId: user.orgUserId,
              organizationId: user.organizationId,
              acceptCode: user.acceptCode,
              connectionRequests,
            })
            .mapErr(linkError),
        )
        .map((): MessageRef => ({ id: 'addUser.success' }));
    });
