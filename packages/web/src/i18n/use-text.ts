import { useMemo } from 'react';
import {
  createMessageFormatter,
  type Locale,
  type MessageFormatter,
  type MessageId,
  type MessageRef,
  type MessageValues,
} from '@scr/domain';
import { useLocale } from './locale-provider.tsx';
import { useRuntimeConfig } from '../deps/deps-context.tsx';

const formatters = new Map<Locale, MessageFormatter>();
/** One domain formatter per language (nested label refs, 'a'/'an'): the same rules as outside React. */
const formatterFor = (locale: Locale): MessageFormatter => {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = createMessageFormatter(locale);
    formatters.set(locale, formatter);
  }
  return formatter;
};

/** Formats a message by id (with values) or a MessageRef from the domain. */
export type TextFn = (message: MessageId | MessageRef, values?: MessageValues) => string;

/**
 * The text formatter for the current language. `{product}` defaults to the product's short name
 * from the runtime config ('SCR App', '{product} Premium'), so callers need not pass it.
 */
export const useText = (): TextFn => {
  const { locale } = useLocale();
  const { productShortName } = useRuntimeConfig();
  return useMemo(() => {
    const formatter = formatterFor(locale);
    return (message, values) => {
      const ref = typeof message === 'string' ? { id: message, values } : message;
      return formatter.format({ id: ref.id, values: { product: productShortName, ...ref.values } });
    };
  }, [locale, productShortName]);
};
