import { use, type ReactNode } from 'react';
import type { MessagePart } from '@scr/domain';
import { useLocale } from './locale-provider.tsx';
import { loadedPart, loadPart } from './message-parts.ts';

/** Shows its children once a part of the catalogue is loaded in the current language (suspends till then). */
export const MessagesGate = ({ part, children }: { part: MessagePart; children: ReactNode }) => {
  const { locale } = useLocale();
  if (!loadedPart(locale, part)) use(loadPart(locale, part));
  return <>{children}</>;
};
