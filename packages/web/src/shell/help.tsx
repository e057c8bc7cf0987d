import { createContext, lazy, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Locale } from '@scr/domain';
import { useOpenedOnce } from './opened-once.ts';

// The drawer's code loads when help first opens (architecture §5: the login route loads what it needs).
const HelpDrawer = lazy(() => import('./help-drawer.tsx'));

/** The help pages the platform serves (product-reference §2.1): start is the default, login the login page's. */
export type HelpKey = 'start' | 'login';
/** Help drawer width (product-reference §2.2, §9). */
export const HELP_DRAWER_WIDTH = 380;

/** The documents the EULA and pricing checkboxes accept, served beside the help pages. */
export type DocumentKey = 'eula' | 'pricing';

/** English pages at /help/{key}.html, the other languages' at /help/{locale}/{key}.html (nl, fr, de). */
export const helpUrl = (key: HelpKey | DocumentKey, locale: Locale): string =>
  locale === 'en' ? `/help/${key}.html` : `/help/${locale}/${key}.html`;

type HelpState = { readonly openHelp: (key?: HelpKey) => void };
const HelpContext = createContext<HelpState | null>(null);

/** Holds the help drawer; anything below opens it (the help button, the offline login error). */
export const HelpProvider = ({ children }: { children: ReactNode }) => {
  const [key, setKey] = useState<HelpKey | null>(null);
  const opened = useOpenedOnce(key !== null);
  const value = useMemo(() => ({ openHelp: (next: HelpKey = 'start') => setKey(next) }), []);
  return (
    <HelpContext.Provider value={value}>
      {children}
      {opened && <HelpDrawer helpKey={key} onClose={() => setKey(null)} />}
    </HelpContext.Provider>
  );
};

export const useHelp = (): HelpState => {
  const state = useContext(HelpContext);
  if (!state) throw new Error('useHelp() needs a <HelpProvider> above it');
  return state;
};
