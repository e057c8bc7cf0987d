import type { ResultAsync } from 'neverthrow';
import type { TransportError } from '../shared/errors.ts';

/** A password reset as the link page reads it (product-reference §3 Password reset). */
export type PasswordResetRecord = {
  /** When the link was used to set a password; null while unused (a link is usable once). */
  readonly visitedAt: string | null;
  /** The end of the link's validity. */
  readonly validUntil: string;
  readonly firstName?: string | null;
  readonly lastName?: string | null;
};

/** The platform's answer to a reset: success, or an error text to show. */
export type PasswordResetLinkResult = { readonly result: 'success' } | { readonly error: string };

/** Password reset by link (product-reference §7 Password reset and Link-token flows). */
export interface PasswordResetGateway {
  /** POST /password-reset/ {orgUserId, organizationId}: mails a reset link. */
  request(input: {
    readonly orgUserId: number;
    readonly organizationId: number;
  }): ResultAsync<void, TransportError>;
  /** GET pwreset with the link token: visitedAt and validUntil of this reset. */
  load(jwt: string, passwordResetId: string): ResultAsync<PasswordResetRecord, TransportError>;
  /** POST pwreset {passwordHash, passwordResetId}. */
  submit(
    jwt: string,
    body: { readonly passwordHash: string; readonly passwordResetId: string },
  ): ResultAsync<PasswordResetLinkResult, TransportError>;
}
