import { locales, type Locale } from '../messages/define.ts';
import { countryCodes, countryNames } from './country-list.ts';

export { countryNames };

/** Lowercase, accents removed, whitespace collapsed: 'België ' → 'belgie'. */
const fold = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s.]+/g, ' ')
    .trim();

/** Dutch and variant spellings (product-reference §9) → the English name of the list. */
const variants: Readonly<Record<string, string>> = {
  belgie: 'Belgium',
  belgique: 'Belgium',
  belgien: 'Belgium',
  nederland: 'Netherlands',
  'the netherlands': 'Netherlands',
  holland: 'Netherlands',
  'nederland (the)': 'Netherlands',
  'netherlands (the)': 'Netherlands',
  duitsland: 'Germany',
  deutschland: 'Germany',
  allemagne: 'Germany',
  frankrijk: 'France',
  luxemburg: 'Luxembourg',
  oostenrijk: 'Austria',
  zwitserland: 'Switzerland',
  spanje: 'Spain',
  italie: 'Italy',
  griekenland: 'Greece',
  ierland: 'Ireland',
  denemarken: 'Denmark',
  zweden: 'Sweden',
  noorwegen: 'Norway',
  finland: 'Finland',
  polen: 'Poland',
  tsjechie: 'Czechia',
  'czech republic': 'Czechia',
  slowakije: 'Slovakia',
  hongarije: 'Hungary',
  roemenie: 'Romania',
  bulgarije: 'Bulgaria',
  kroatie: 'Croatia',
  slovenie: 'Slovenia',
  litouwen: 'Lithuania',
  letland: 'Latvia',
  estland: 'Estonia',
  cyprus: 'Cyprus',
  turkije: 'Türkiye',
  turkey: 'Türkiye',
  'verenigd koninkrijk': 'United Kingdom',
  uk: 'United Kingdom',
  'great britain': 'United Kingdom',
  'united kingdom of great britain and northern ireland': 'United Kingdom',
  engeland: 'United Kingdom',
  'verenigde staten': 'United States',
  usa: 'United States',
  'united states of america': 'United States',
  'noord-ierland': 'Northern Ireland',
  'irlande du nord': 'Northern Ireland',
  nordirland: 'Northern Ireland',
};

const byFolded = new Map(countryNames.map((name) => [fold(name), name]));

/** Names Intl has no region for, per language. */
const ownNames: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  en: {},
  nl: { 'Northern Ireland': 'Noord-Ierland' },
  fr: { 'Northern Ireland': 'Irlande du Nord' },
  de: { 'Northern Ireland': 'Nordirland' },
};

/** One `Intl.DisplayNames` per language, made on first use: the country list names some 250 at once. */
const regionNames = new Map<Locale, Intl.DisplayNames>();
const regionNamesIn = (locale: Locale): Intl.DisplayNames => {
  const made = regionNames.get(locale) ?? new Intl.DisplayNames([locale], { type: 'region' });
  regionNames.set(locale, made);
  return made;
};

/**
 * A country of the list, given by its English name, as a person reading `locale` names it: the
 * list's own name in English (the list overrides some ISO names), the region's name from Intl in
 * the other languages. Any other value (an old free-text country) comes back unchanged.
 */
export const countryDisplayName = (english: string, locale: Locale): string => {
  if (locale === 'en') return english;
  const own = ownNames[locale][english];
  if (own) return own;
  const code = countryCodes.get(english);
  return (code && regionNamesIn(locale).of(code)) || english;
};

/** Every country of the list by its name in the other languages, folded → English; built on first use. */
let byTranslatedName: ReadonlyMap<string, string> | undefined;
const fromTranslated = (folded: string): string | undefined => {
  byTranslatedName ??= new Map(
    locales
      .filter((locale) => locale !== 'en')
      .flatMap((locale) =>
        countryNames.map((name) => [fold(countryDisplayName(name, locale)), name] as const),
      ),
  );
  return byTranslatedName.get(folded);
};

/**
 * The English country name for a stored or typed value: a list name in any case, a Dutch, French
 * or German name (as countryDisplayName gives it) or a variant spelling; an unknown value comes back trimmed, unchanged, so no data is lost.
 */
export const toEnglishCountry = (value: string | null | undefined): string => {
  const folded = fold(value ?? '');
  return variants[folded] ?? byFolded.get(folded) ?? fromTranslated(folded) ?? (value ?? '').trim();
};

/**
 * A country of the list, typed in any language or spelling the list knows ('belgie', 'Nederland'):
 * what the onboarding form accepts; 'belg' or any free text is no country (product-reference §5 Onboarding).
 */
export const isListedCountry = (value: string): boolean => countryNames.includes(toEnglishCountry(value));

/** EU VAT prefixes (product-reference §9), with EL for Greece and XI for Northern Ireland. */
export const vatPrefixCountries: Readonly<Record<string, string>> = {
  AT: 'Austria',
  BE: 'Belgium',
  BG: 'Bulgaria',
  CY: 'Cyprus',
  CZ: 'Czechia',
  DE: 'Germany',
  DK: 'Denmark',
  EE: 'Estonia',
  EL: 'Greece',
  ES: 'Spain',
  FI: 'Finland',
  FR: 'France',
  HR: 'Croatia',
  HU: 'Hungary',
  IE: 'Ireland',
  IT: 'Italy',
  LT: 'Lithuania',
  LU: 'Luxembourg',
  LV: 'Latvia',
  MT: 'Malta',
  NL: 'Netherlands',
  PL: 'Poland',
  PT: 'Portugal',
  RO: 'Romania',
  SE: 'Sweden',
  SI: 'Slovenia',
  SK: 'Slovakia',
  XI: 'Northern Ireland',
};

/** The EU country of a VAT number from its two-letter prefix, or null (non-EU, malformed). */
export const countryOfVat = (vat: string | null | undefined): string | null =>
  vatPrefixCountries[(vat ?? '').trim().slice(0, 2).toUpperCase()] ?? null;
