import { useMemo } from 'react';
import type { MessageId, MessageRef, MessageValues } from '@scr/domain';
import { useLocale } from './locale-provider.tsx';
import { formatterOf } from './message-parts.ts';
import { useRuntimeConfig } from '../deps/deps-context.tsx';

/** Formats a message by id (with values) or a MessageRef from the domain. */
export type TextFn = (message: MessageId | MessageRef, values?: MessageValues) => string;

/**
 * The text formatter for the current language: the domain formatter (nested label refs, 'a'/'an')
 * over the catalogue parts loaded so far. `{product}` defaults to the product's short name from the
 * runtime config ('SCR App', '{product} Premium'), so callers need not pass it.
 */
export const useText = (): TextFn => {
  const { locale } = useLocale();
  const { productShortName } = useRuntimeConfig();
  return useMemo(
    () => (message, values) => {
      const ref = typeof message === 'string' ? { id: message, values } : message;
      return formatterOf(locale).format({ id: ref.id, values: { product: productShortName, ...ref.values } });
    },
    [locale, productShortName],
  );
};
