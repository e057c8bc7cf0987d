import { isLocale, preferredLocale, type Locale } from '@scr/domain';

/** The chosen language survives reloads and sign-outs (local storage, key below). */
export const LOCALE_STORAGE_KEY = 'scr.lang';

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

/** The browser's languages in their order of preference; none where there is no navigator. */
export const browserLanguages = (): readonly string[] => globalThis.navigator?.languages ?? [];

/**
 * The language of the first paint: the one picked with the switch, else the first of the browser's
 * languages the portal speaks (a first visit from a French browser reads French), else English.
 */
export const initialLocale = (
  storage?: Pick<Storage, 'getItem'>,
  languages: readonly string[] = browserLanguages(),
): Locale => readChosenLocale(storage) ?? preferredLocale(languages) ?? 'en';

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
