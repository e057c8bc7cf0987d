import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { catalogues, type Locale } from '@scr/domain';
import { readStoredLocale, storeLocale } from './locale-storage.ts';

type LocaleState = { readonly locale: Locale; readonly setLocale: (locale: Locale) => void };

const LocaleContext = createContext<LocaleState | null>(null);

/**
 * The language of the whole app: react-intl over the domain catalogues (en, nl), persisted in
 * local storage. A signed-in user's `lang` becomes the default in the sign-in step (setLocale).
 */
export const LocaleProvider = ({ initial, children }: { initial?: Locale; children: ReactNode }) => {
  const [locale, setState] = useState<Locale>(() => initial ?? readStoredLocale());
  const setLocale = useCallback((next: Locale) => {
    storeLocale(next);
    setState(next);
  }, []);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider locale={locale} defaultLocale="en" messages={catalogues[locale]}>
        {children}
      </IntlProvider>
    </LocaleContext.Provider>
  );
};

export const useLocale = (): LocaleState => {
  const state = useContext(LocaleContext);
  if (!state) throw new Error('useLocale() needs a <LocaleProvider> above it');
  return state;
};
