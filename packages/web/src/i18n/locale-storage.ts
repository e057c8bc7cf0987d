import { locales, type Locale } from '@scr/domain';

/** The chosen language survives reloads and sign-outs (local storage, key below). */
export const LOCALE_STORAGE_KEY = 'scr.lang';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value);

/** The language the user picked with the switch, or null. Storage may be unavailable: never throws. */
export const readChosenLocale = (
  storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage(),
): Locale | null => {
  try {
    const stored = storage?.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : null;
  } catch {
    return null;
  }
};

/** The stored language, else English. */
export const readStoredLocale = (storage?: Pick<Storage, 'getItem'>): Locale =>
  readChosenLocale(storage) ?? 'en';

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

/** This browser's local storage, or undefined where it is unavailable (a sandboxed frame). */
export const safeLocalStorage = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};
