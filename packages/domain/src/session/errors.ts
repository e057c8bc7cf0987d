import { tagged, type Tagged, type TransportError } from '../shared/errors.ts';

/** Session failures of product-reference §8 beyond the shared transport and wallet ones. */
export type NoUserFound = Tagged<'NoUserFound'>;
export type AccountNotActivated = Tagged<'AccountNotActivated'>;
/** The platform refused the signature: the hint to try another password or email goes with it. */
export type CredentialsIncorrect = Tagged<
  'CredentialsIncorrect',
  { hint: { id: 'session.error.credentialsHint' } }
>;
export type CouldNotGetToken = Tagged<'CouldNotGetToken'>;
export type SubscriptionExpired = Tagged<'SubscriptionExpired'>;
/** No network during login: the UI opens the help drawer. */
export type LoginOffline = Tagged<'LoginOffline'>;
export type NotAuthenticated = Tagged<'NotAuthenticated'>;
export type InvalidTwoFactorCode = Tagged<'InvalidTwoFactorCode'>;

export const sessionErrors = {
  noUser: (): NoUserFound => tagged('NoUserFound', 'session.error.noUser'),
  notActivated: (): AccountNotActivated => tagged('AccountNotActivated', 'session.error.notActivated'),
  credentials: (): CredentialsIncorrect =>
    tagged('CredentialsIncorrect', 'session.error.credentials', undefined, {
      hint: { id: 'session.error.credentialsHint' as const },
    }),
  couldNotGetToken: (): CouldNotGetToken => tagged('CouldNotGetToken', 'session.error.couldNotGetToken'),
  subscriptionExpired: (): SubscriptionExpired => tagged('SubscriptionExpired', 'subscriptions.expired'),
  offline: (): LoginOffline => tagged('LoginOffline', 'session.error.offline'),
  notAuthenticated: (): NotAuthenticated => tagged('NotAuthenticated', 'session.error.notAuthenticated'),
  invalidCode: (): InvalidTwoFactorCode => tagged('InvalidTwoFactorCode', 'session.twoFactor.invalidCode'),
};

/** During login, no network at all reads as the offline login text (product-reference §8 Network offline). */
export const duringLogin = (e: TransportError): TransportError | LoginOffline =>
  e.kind === 'Offline' ? sessionErrors.offline() : e;
