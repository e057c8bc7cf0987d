import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatMessageRef, type MessageId, type MessageRef, type MessageValues } from '@scr/domain';

/** Formats a message by id (with values) or a MessageRef from the domain. */
export type TextFn = (message: MessageId | MessageRef, values?: MessageValues) => string;

/**
 * The text formatter for the current language: react-intl's formatMessage with the domain's rules
 * for a message reference (nested label refs, 'a'/'an').
 */
export const useText = (): TextFn => {
  const intl = useIntl();
  return useMemo(
    () => (message, values) =>
      formatMessageRef(intl, typeof message === 'string' ? { id: message, values } : message),
    [intl],
  );
};
