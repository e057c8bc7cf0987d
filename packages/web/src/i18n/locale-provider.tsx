import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { IntlProvider } from 'react-intl';
import { isLocale, type Locale } from '@scr/domain';
import { initialLocale, readChosenLocale, storeLocale } from './locale-storage.ts';
import { catalogueOf, loadedPart, loadedParts, loadPart, onPartLoaded } from './message-parts.ts';

type LocaleState = {
  readonly locale: Locale;
  /** The user's choice in the language switch: it is kept, and wins over any default from then on. */
  readonly setLocale: (locale: Locale) => void;
  /**
   * A signed-in user's `lang` as the default: applied unless the user picked a language with the
   * switch (that choice is kept in local storage and wins); not stored, so it is no choice itself.
   */
  readonly adoptDefault: (lang: string | undefined) => void;
};

const LocaleContext = createContext<LocaleState | null>(null);

/**
 * The language of the whole app, and react-intl's IntlProvider over the domain catalogue loaded in
 * parts (message-parts.ts): a language shows once the parts shown so far are loaded in it, and a part
 * that arrives is in the provider's messages at once. The switch's choice persists in local
 * storage; without one, the signed-in user's `lang` is the default, else the browser's language
 * (navigator.languages) where the portal speaks it, else English.
 */
export const LocaleProvider = ({ initial, children }: { initial?: Locale; children: ReactNode }) => {
  const [state, setState] = useState(() => {
    const chosen = readChosenLocale();
    return { locale: initial ?? initialLocale(), chosen: chosen !== null };
  });
  // The latest language asked for (a slower load of an earlier one must not win), and whether the
  // user picked one: refs, so a default adopted while a picked language still loads cannot undo it.
  const wanted = useRef<Locale>(state.locale);
  const picked = useRef(state.chosen);
  const shown = useRef<Locale>(state.locale);
  shown.current = state.locale;

  const switchTo = useCallback((next: Locale, pick: boolean) => {
    if (pick) picked.current = true;
    else if (picked.current) return;
    wanted.current = next;
    const apply = () => {
      if (wanted.current !== next) return;
      const chosen = picked.current;
      setState((now) => (now.locale === next && now.chosen === chosen ? now : { locale: next, chosen }));
    };
    // At once when its texts are here; else once the parts shown so far arrive in that language.
    const missing = loadedParts(shown.current).filter((part) => !loadedPart(next, part));
    if (missing.length === 0) apply();
    else void Promise.all(missing.map((part) => loadPart(next, part))).then(apply, apply);
  }, []);

  const setLocale = useCallback(
    (next: Locale) => {
      storeLocale(next);
      switchTo(next, true);
    },
    [switchTo],
  );
  const adoptDefault = useCallback(
    (lang: string | undefined) => {
      if (isLocale(lang)) switchTo(lang, false);
    },
    [switchTo],
  );

  const { locale } = state;
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  const value = useMemo(() => ({ locale, setLocale, adoptDefault }), [locale, setLocale, adoptDefault]);
  const messages = useSyncExternalStore(onPartLoaded, () => catalogueOf(locale));
  return (
    <LocaleContext.Provider value={value}>
      <IntlProvider locale={locale} defaultLocale="en" messages={messages}>
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
