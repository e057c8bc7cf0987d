import type { ResultAsync } from 'neverthrow';
import type { TransportError } from '../shared/errors.ts';

/** The invited user an add-user link opens (GET add-user's userObject). */
export type AddUserRecord = {
  readonly orgUserId: number;
  readonly organizationId: number;
  readonly organizationName: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly isActive: boolean;
  readonly acceptCode: string;
  /** The organization's wallet ('0' for provider-hosted); null when the platform does not know it. */
  readonly walletUrl: string | null;
  /** Organizations chosen at onboarding to connect with (first admin only); empty otherwise. */
  readonly savedConnections: readonly number[];
};

/** One connection request the new user's wallet initiates on completion (product-reference §7 POST add-user). */
export type AddUserConnectionRequest = {
  readonly organizationIdA: number;
  readonly organizationIdB: number;
  readonly reference: string;
  readonly encrInviterData: { readonly publicKey: string };
};

/** The add-user link-token calls (product-reference §7 Link-token flows). */
export interface AddUserGateway {
  /** GET add-user: the userObject and a wallet token for creating the wallet account. */
  load(
    jwt: string,
  ): ResultAsync<{ readonly user: AddUserRecord; readonly walletToken: string }, TransportError>;
  /** POST add-user {orgUserId, organizationId, acceptCode, connectionRequests}: activates the user. */
  complete(
    jwt: string,
    body: {
      readonly orgUserId: number;
      readonly organizationId: number;
      readonly acceptCode: string;
      readonly connectionRequests: readonly AddUserConnectionRequest[];
    },
  ): ResultAsync<void, TransportError>;
}
