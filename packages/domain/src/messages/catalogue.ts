import type { Locale } from './define.ts';
import { sharedMessages } from '../shared/messages.ts';
import { validationMessages } from '../validation/messages.ts';
import { appMessages } from '../app/messages.ts';
import { accessMessages } from '../access/messages.ts';
import { subscriptionMessages } from '../subscriptions/messages.ts';
import { walletMessages } from '../wallet/messages.ts';
import { sessionMessages } from '../session/messages.ts';
import { organizationMessages } from '../organizations/messages.ts';
import { userMessages } from '../users/messages.ts';
import { connectionMessages } from '../connections/messages.ts';
import { invitationMessages } from '../invitations/messages.ts';
import { onboardingMessages } from '../onboarding/messages.ts';
import { passwordResetMessages } from '../password-reset/messages.ts';
import { addUserMessages } from '../add-user/messages.ts';
import { dateMessages } from '../dates/messages.ts';

/** Every user-facing text of the product, by stable id, in every language. */
export const allMessages = {
  ...sharedMessages,
  ...validationMessages,
  ...appMessages,
  ...accessMessages,
  ...subscriptionMessages,
  ...walletMessages,
  ...sessionMessages,
  ...organizationMessages,
  ...userMessages,
  ...connectionMessages,
  ...invitationMessages,
  ...onboardingMessages,
  ...passwordResetMessages,
  ...addUserMessages,
  ...dateMessages,
};

export type MessageId = keyof typeof allMessages;
/** Values substituted into an ICU message; a value may itself be a message (a field label). */
export type MessageValues = Readonly<Record<string, string | number | MessageRef>>;
/** A text to show, not yet formatted: what domain errors and results carry. */
export type MessageRef = { readonly id: MessageId; readonly values?: MessageValues };

const byLocale = (locale: Locale): Readonly<Record<MessageId, string>> =>
  Object.fromEntries(
    Object.entries(allMessages as Record<string, Readonly<Record<Locale, string>>>).map(([id, texts]) => [
      id,
      texts[locale],
    ]),
  ) as Record<MessageId, string>;

/** The catalogues as plain data, ready for @formatjs/intl or react-intl. */
export const catalogues: Readonly<Record<Locale, Readonly<Record<MessageId, string>>>> = {
  en: byLocale('en'),
  nl: byLocale('nl'),
};
