import { locales, type Locale } from '@scr/domain';

/** The chosen language survives reloads and sign-outs (local storage, key below). */
export const LOCALE_STORAGE_KEY = 'scr.lang';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value);

/** The stored language, else English. Storage may be unavailable (privacy modes): never throws. */
export const readStoredLocale = (
  storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage(),
): Locale => {
  try {
    const stored = storage?.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : 'en';
  } catch {
    return 'en';
  }
};

export const storeLocale = (
  locale: Locale,
  storage: Pick<Storage, 'setItem'> | undefined = safeLocalStorage(),
): void => {
  try {
    storage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Not persisted; the switch still applies to this page.
  }
};

const safeLocalStorage = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};
