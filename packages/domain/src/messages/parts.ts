import { messagesIn, type Locale } from './define.ts';
import { sharedMessages } from '../shared/messages.ts';
import { validationMessages } from '../validation/messages.ts';
import { requiredSentencesLogin, requiredSentencesPages } from '../validation/required-sentences.ts';
import { appMessages } from '../app/messages.ts';
import { themeMessages } from '../app/theme-messages.ts';
import { shortcutMessages } from '../app/shortcut-messages.ts';
import { accessMessages } from '../access/messages.ts';
import { subscriptionMessages } from '../subscriptions/messages.ts';
import { walletMessages } from '../wallet/messages.ts';
import { sessionMessages } from '../session/messages.ts';
import { organizationMessages } from '../organizations/messages.ts';
import { userMessages } from '../users/messages.ts';
import { connectionMessages } from '../connections/messages.ts';
import { fingerprintMessages } from '../connections/fingerprint-messages.ts';
import { invitationMessages } from '../invitations/messages.ts';
import { duplicateMessages } from '../invitations/duplicate-messages.ts';
import { onboardingMessages } from '../onboarding/messages.ts';
import { passwordResetMessages } from '../password-reset/messages.ts';
import { addUserMessages } from '../add-user/messages.ts';
import { dateMessages } from '../dates/messages.ts';
import {
  loadMessages,
  pagingMessages,
  searchMessages,
  searchPlaceholderMessages,
} from '../paging/messages.ts';
import { auditMessages } from '../audit/messages.ts';
import { tableMessages } from '../tables/messages.ts';
import { connectionStatusMessages } from '../connections/status-messages.ts';

/**
 * The catalogue in parts, by where a text is first needed, so an app can load a part when it needs
 * it (architecture §5): `login` holds what the login screen may show (the shell, the sign-in steps and
 * their errors, the forgot-password dialog, validation), `pages` every other page's texts.
 */
export const messageParts = {
  login: {
    ...sharedMessages,
    ...validationMessages,
    ...requiredSentencesLogin,
    ...appMessages,
    ...themeMessages,
    ...accessMessages,
    ...subscriptionMessages,
    ...walletMessages,
    ...sessionMessages,
    ...passwordResetMessages,
    ...dateMessages,
  },
  pages: {
    ...requiredSentencesPages,
    ...pagingMessages,
    ...tableMessages,
    ...searchMessages,
    ...searchPlaceholderMessages,
    ...loadMessages,
    ...organizationMessages,
    ...userMessages,
    ...connectionMessages,
    ...fingerprintMessages,
    ...invitationMessages,
    ...duplicateMessages,
    ...onboardingMessages,
    ...addUserMessages,
    ...auditMessages,
    ...shortcutMessages,
    ...connectionStatusMessages,
  },
} satisfies Record<MessagePart, object>;

/** The parts the catalogue loads in: the login screen's texts, then every other page's. */
export type MessagePart = 'login' | 'pages';
export const messagePartNames = Object.keys(messageParts) as readonly MessagePart[];

/** One part in one language as plain data (id → ICU text), ready for @formatjs/intl. */
export const partCatalogue = (part: MessagePart, locale: Locale): Readonly<Record<string, string>> =>
  messagesIn(messageParts[part], locale);
