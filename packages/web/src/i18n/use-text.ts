import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import {
  formatMessageRef,
  type FormatsMessages,
  type MessageId,
  type MessageRef,
  type MessageValues,
} from '@scr/domain';
import { useRuntimeConfig } from '../deps/deps-context.tsx';
import { plainText } from './plain-text.ts';

/** Formats a message by id (with values) or a MessageRef from the domain. */
export type TextFn = (message: MessageId | MessageRef, values?: MessageValues) => string;

/**
 * The text formatter for the current language: react-intl's formatMessage with the domain's rules
 * for a message reference (nested label refs, 'a'/'an'). `{product}` defaults to the product's short
 * name from the runtime config ('SCR App', '{product} Premium'), so callers need not pass it.
 */
export const useText = (): TextFn => {
  const intl = useIntl();
  const { productShortName } = useRuntimeConfig();
  return useMemo(() => {
    // Plain texts are joined here, the others formatted by react-intl (plain-text.ts says why).
    const formats: FormatsMessages = {
      locale: intl.locale,
      formatMessage: ({ id }, values = {}) =>
        plainText(intl.messages[id], values) ?? intl.formatMessage({ id }, values),
    };
    return (message, values) => {
      const ref = typeof message === 'string' ? { id: message, values } : message;
      return formatMessageRef(formats, { id: ref.id, values: { product: productShortName, ...ref.values } });
    };
  }, [intl, productShortName]);
};
