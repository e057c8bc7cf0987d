import type { Catalogue, Locale, MessagePart } from '@scr/domain';

/**
 * The domain catalogue, loaded in parts per language (architecture §5): the login screen's texts first, the
 * other pages' texts with their layouts, a language only once it is shown. Each part is a chunk of its
 * own, precompiled at build time (vite.messages.ts), so the browser bundles no ICU parser.
 */
const loaders: Readonly<Record<`${Locale}/${MessagePart}`, () => Promise<{ default: Catalogue }>>> = {
  'en/login': () => import('virtual:scr-messages/en/login'),
  'en/pages': () => import('virtual:scr-messages/en/pages'),
  'nl/login': () => import('virtual:scr-messages/nl/login'),
  'nl/pages': () => import('virtual:scr-messages/nl/pages'),
  'fr/login': () => import('virtual:scr-messages/fr/login'),
  'fr/pages': () => import('virtual:scr-messages/fr/pages'),
  'de/login': () => import('virtual:scr-messages/de/login'),
  'de/pages': () => import('virtual:scr-messages/de/pages'),
};

// The names only: the domain's messageParts would bring every text along.
const partNames = ['login', 'pages'] as const satisfies readonly MessagePart[];

const loaded = new Map<string, Catalogue>();
const pending = new Map<string, Promise<Catalogue>>();
const listeners = new Set<() => void>();

/** Calls back whenever a part arrives (useSyncExternalStore's subscribe). */
export const onPartLoaded = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** A part once loaded, else undefined. */
export const loadedPart = (locale: Locale, part: MessagePart): Catalogue | undefined =>
  loaded.get(`${locale}/${part}`);

/** Loads a part; the same promise on every call (React's use() needs that), a failed load may retry. */
export const loadPart = (locale: Locale, part: MessagePart): Promise<Catalogue> => {
  const key = `${locale}/${part}` as const;
  let promise = pending.get(key);
  if (!promise) {
    promise = loaders[key]().then((module) => {
      loaded.set(key, module.default);
      for (const listener of listeners) listener();
      return module.default;
    });
    promise.catch(() => pending.delete(key));
    pending.set(key, promise);
  }
  return promise;
};

/** The parts loaded so far in a language. */
export const loadedParts = (locale: Locale): MessagePart[] =>
  partNames.filter((part) => loaded.has(`${locale}/${part}`));

/** Every part in every language (component tests render synchronously). */
export const loadAllParts = (locales: readonly Locale[]): Promise<unknown> =>
  Promise.all(locales.flatMap((locale) => partNames.map((part) => loadPart(locale, part))));

const merged = new Map<Locale, { readonly parts: number; readonly messages: Catalogue }>();

/**
 * The parts loaded so far in a language, as one catalogue: the same object until another part
 * arrives (useSyncExternalStore's snapshot, IntlProvider's messages).
 */
export const catalogueOf = (locale: Locale): Catalogue => {
  const parts = loadedParts(locale);
  const known = merged.get(locale);
  if (known && known.parts === parts.length) return known.messages;
  const messages = Object.assign({}, ...parts.map((part) => loaded.get(`${locale}/${part}`)!)) as Catalogue;
  merged.set(locale, { parts: parts.length, messages });
  return messages;
};
