import type { MessageRef } from '../messages/catalogue.ts';
import { errAsync, okAsync } from 'neverthrow';
import { transportErrors } from '../shared/errors.ts';
import type { SessionStore } from '../session/ports.ts';
import type { PasswordResetItem, Wallet, WalletSession } from '../wallet/ports.ts';
import type { Membership, PasswordResetGrantsGateway, UsersGateway } from '../users/ports.ts';
import { organizationUserSchema, type OrganizationUser, type OrganizationUserInput } from '../users/user.ts';

/** A valid organization user for tests; every field can be overridden. */
export const aUser = (overrides: Partial<OrganizationUserInput> = {}): OrganizationUser =>
  organizationUserSchema.parse({
    id: 1,
    userId: 101,
    organizationId: 10,
    email: 'user@carrier.example',
    firstName: 'Uma',
    lastName: 'User',
    isAdmin: false,
    isActive: true,
    isDeleted: false,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    activatedAt: '2026-01-02T10:00:00.000Z',
    ...overrides,
  });

/** An active org_mgr admin with a signing key. */
export const anAdmin = (overrides: Partial<OrganizationUserInput> = {}): OrganizationUser =>
  aUser({ isAdmin: true, adminRoles: ['org_mgr'], pkeySign: 'key-of-admin', ...overrides });

const unexpected = (what: string) => () => errAsync(transportErrors.http(500, `unexpected call: ${what}`));

/** A users gateway whose methods fail unless a test supplies them. */
export const fakeUsers = (methods: Partial<UsersGateway> = {}): UsersGateway => ({
  list: unexpected('list'),
  admins: unexpected('admins'),
  findByEmail: unexpected('findByEmail'),
  create: unexpected('create'),
  get: unexpected('get'),
  patch: unexpected('patch'),
  remove: unexpected('remove'),
  ...methods,
});

const walletUnexpected = (what: string) => () =>
  errAsync({
    kind: 'WalletRejected',
    message: { id: 'wallet.error.rejected', values: { message: what } },
  } as const);

/** A wallet whose methods fail unless a test supplies them. */
export const fakeWallet = (methods: Partial<Wallet> = {}): Wallet => ({
  version: walletUnexpected('version'),
  verifyPassword: walletUnexpected('verifyPassword'),
  signChallenge: walletUnexpected('signChallenge'),
  unlockAccount: walletUnexpected('unlockAccount'),
  addUserAccount: walletUnexpected('addUserAccount'),
  initiateConnection: walletUnexpected('initiateConnection'),
  acceptConnection: walletUnexpected('acceptConnection'),
  confirmConnection: walletUnexpected('confirmConnection'),
  updateConnection: walletUnexpected('updateConnection'),
  discardConnection: walletUnexpected('discardConnection'),
  getConnections: walletUnexpected('getConnections'),
  hashPassword: walletUnexpected('hashPassword'),
  resetPasswords: walletUnexpected('resetPasswords'),
  getInfo: walletUnexpected('getInfo'),
  storeInfo: walletUnexpected('storeInfo'),
  connectionFingerprint: walletUnexpected('connectionFingerprint'),
  markConnectionVerified: walletUnexpected('markConnectionVerified'),
  verifiedConnections: walletUnexpected('verifiedConnections'),
  ...methods,
});

export const aWalletSession: WalletSession = {
  walletUrl: 'https://wallet.ghent.example:8443',
  orgUserId: 5,
  token: 'wallet-token',
  exp: 2_000_000_000,
};

/** The platform granting every admin password reset it is asked for; each request is pushed to `asked`. */
export const fakeResetGrants = (
  asked: Array<{ passwordHash: string; items: readonly PasswordResetItem[] }> = [],
): PasswordResetGrantsGateway => ({
  grant: (input) => {
    asked.push(input);
    return okAsync(`grant:${input.passwordHash}:${input.items.map((i) => i.id).join(',')}`);
  },
});

/** A session store holding one wallet session; saved sessions are pushed to `saved`. */
export const fakeSessions = (session: WalletSession | null, saved: WalletSession[] = []): SessionStore => ({
  apiSession: () => okAsync(null),
  saveApiSession: () => okAsync(undefined),
  walletSession: () => okAsync(session),
  saveWalletSession: (s) => {
    saved.push(s);
    return okAsync(undefined);
  },
  clear: () => okAsync(undefined),
});

/** A membership of a person in an organization. */
export const aMembership = (
  organizationId: number,
  orgUserId: number,
  isAdmin: boolean,
  walletUrl = `https://wallet-${organizationId}.example:8443`,
): Membership => ({
  organization: {
    id: organizationId,
    name: `Org ${organizationId}`,
    vat: `BE0${organizationId}`,
    streetNbr: 'Kaai 1',
    postalCode: '2000',
    city: 'Antwerpen',
    country: 'Belgium',
    walletUrl,
  },
  orgUserId,
  isAdmin,
  isActive: true,
});

/** The text an error carries; a validation error has field messages instead, so it fails the test. */
export const messageOf = (e: { readonly kind: string }): MessageRef => {
  if ('message' in e) return (e as { readonly message: MessageRef }).message;
  throw new Error(`${e.kind} carries no single message`);
};
