import { useEffect } from 'react';
import type { MessageId } from '@scr/domain';
import { useRuntimeConfig } from '../deps/deps-context.tsx';
import { useText } from './use-text.ts';

/**
 * The browser tab's title for the page shown: '{page} – {product name}' in the current language, so
 * a tab, a bookmark and the browser history name the page, not only the product.
 */
export const useDocumentTitle = (page: MessageId): void => {
  const text = useText();
  const { productName } = useRuntimeConfig();
  const title = text('app.title', { page: text(page), product: productName });
  useEffect(() => {
    document.title = title;
  }, [title]);
};

/** `useDocumentTitle` as an element, for pages that are plain JSX. */
export const DocumentTitle = ({ page }: { page: MessageId }) => {
  useDocumentTitle(page);
  return null;
};
