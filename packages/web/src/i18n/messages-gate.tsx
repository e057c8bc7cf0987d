import { use, useState, type ReactNode } from 'react';
import type { MessagePart } from '@scr/domain';
import { useLocale } from './locale-provider.tsx';
import { loadedPart, loadPart } from './message-parts.ts';

/**
 * Shows its children once a part of the catalogue is loaded in the current language (suspends till
 * then). What it waits for is decided once, when it mounts (useDeps in src/deps/deps-context.tsx
 * says why): the part in the language of that moment. Once shown it waits for no other language:
 * the locale provider switches only to a language in which the parts shown so far are loaded.
 */
export const MessagesGate = ({ part, children }: { part: MessagePart; children: ReactNode }) => {
  const { locale } = useLocale();
  const [arriving] = useState(() => (loadedPart(locale, part) ? null : loadPart(locale, part)));
  if (arriving) use(arriving);
  return <>{children}</>;
};
