// The public surface of @scr/domain. One explicit barrel; each section belongs to one context.

// --- messages ---
export { locales, defineMessages, type Locale, type MessageTexts } from './messages/define.ts';
export {
  allMessages,
  catalogues,
  type MessageId,
  type MessageRef,
  type MessageValues,
} from './messages/catalogue.ts';
export { createMessageFormatter, englishArticle, type MessageFormatter } from './messages/format.ts';

// --- shared ---
export { tagged, transportErrors, type Tagged, type TransportError } from './shared/errors.ts';
export type { Clock, IdGenerator } from './shared/ports.ts';

// --- validation ---
export { validate, type FieldErrors, type ValidationError } from './validation/validate.ts';
export {
  requiredText,
  optionalText,
  requiredEmail,
  lengthBetween,
  vatNumber,
  requiredChoice,
} from './validation/rules.ts';

// --- wallet ---
export { walletErrors, type WalletError, type WalletHosting } from './wallet/errors.ts';
export type {
  Wallet,
  WalletSession,
  EncryptedHandshakeData,
  PasswordResetItem,
  PasswordResetOutcome,
} from './wallet/ports.ts';

export {
  REQUIRED_WALLET_VERSION,
  LATEST_WALLET_VERSION,
  compareVersions,
  meetsRequiredVersion,
  isNewerVersionAvailable,
  statusDot,
  type WalletStatusDot,
  type WalletCheck,
} from './wallet/versions.ts';

// --- session ---
export type { SessionStore, ApiSession } from './session/ports.ts';

// --- access, subscriptions, dates, snackbar, countries, session rules (helper A) ---

// --- organizations, onboarding, add-user, password-reset (helper A) ---

// --- users, admin password reset (helper C) ---

// --- connections, invitations (helper B) ---

// --- app shell texts (helper F) ---
