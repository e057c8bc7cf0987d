/**
 * Country names in English for the autocomplete (product-reference §2.4, §9). The list keeps the common short
 * names; 'United Kingdom' overrides the ISO 'United Kingdom of Great Britain and Northern Ireland'.
 */
const NAMES = `Afghanistan|Åland Islands|Albania|Algeria|American Samoa|Andorra|Angola|Anguilla|Antarctica
Antigua and Barbuda|Argentina|Armenia|Aruba|Australia|Austria|Azerbaijan|Bahamas|Bahrain|Bangladesh|Barbados
Belarus|Belgium|Belize|Benin|Bermuda|Bhutan|Bolivia|Bonaire, Sint Eustatius and Saba|Bosnia and Herzegovina
Botswana|Bouvet Island|Brazil|British Indian Ocean Territory|Brunei Darussalam|Bulgaria|Burkina Faso|Burundi
Cabo Verde|Cambodia|Cameroon|Canada|Cayman Islands|Central African Republic|Chad|Chile|China|Christmas Island
Cocos (Keeling) Islands|Colombia|Comoros|Congo|Congo, Democratic Republic of the|Cook Islands|Costa Rica
Côte d'Ivoire|Croatia|Cuba|Curaçao|Cyprus|Czechia|Denmark|Djibouti|Dominica|Dominican Republic|Ecuador|Egypt
El Salvador|Equatorial Guinea|Eritrea|Estonia|Eswatini|Ethiopia|Falkland Islands|Faroe Islands|Fiji|Finland
France|French Guiana|French Polynesia|French Southern Territories|Gabon|Gambia|Georgia|Germany|Ghana|Gibraltar
Greece|Greenland|Grenada|Guadeloupe|Guam|Guatemala|Guernsey|Guinea|Guinea-Bissau|Guyana|Haiti
Heard Island and McDonald Islands|Holy See|Honduras|Hong Kong|Hungary|Iceland|India|Indonesia|Iran|Iraq|Ireland
Isle of Man|Israel|Italy|Jamaica|Japan|Jersey|Jordan|Kazakhstan|Kenya|Kiribati|North Korea|South Korea|Kuwait
Kyrgyzstan|Laos|Latvia|Lebanon|Lesotho|Liberia|Libya|Liechtenstein|Lithuania|Luxembourg|Macao|Madagascar|Malawi
Malaysia|Maldives|Mali|Malta|Marshall Islands|Martinique|Mauritania|Mauritius|Mayotte|Mexico|Micronesia|Moldova
Monaco|Mongolia|Montenegro|Montserrat|Morocco|Mozambique|Myanmar|Namibia|Nauru|Nepal|Netherlands|New Caledonia
New Zealand|Nicaragua|Niger|Nigeria|Niue|Norfolk Island|North Macedonia|Northern Ireland|Northern Mariana Islands
Norway|Oman|Pakistan|Palau|Palestine|Panama|Papua New Guinea|Paraguay|Peru|Philippines|Pitcairn|Poland|Portugal
Puerto Rico|Qatar|Réunion|Romania|Russian Federation|Rwanda|Saint Barthélemy|Saint Helena|Saint Kitts and Nevis
Saint Lucia|Saint Martin|Saint Pierre and Miquelon|Saint Vincent and the Grenadines|Samoa|San Marino
Sao Tome and Principe|Saudi Arabia|Senegal|Serbia|Seychelles|Sierra Leone|Singapore|Sint Maarten|Slovakia
Slovenia|Solomon Islands|Somalia|South Africa|South Georgia and the South Sandwich Islands|South Sudan|Spain
Sri Lanka|Sudan|Suriname|Svalbard and Jan Mayen|Sweden|Switzerland|Syria|Taiwan|Tajikistan|Tanzania|Thailand
Timor-Leste|Togo|Tokelau|Tonga|Trinidad and Tobago|Tunisia|Türkiye|Turkmenistan|Turks and Caicos Islands|Tuvalu
Uganda|Ukraine|United Arab Emirates|United Kingdom|United States|United States Minor Outlying Islands|Uruguay
Uzbekistan|Vanuatu|Venezuela|Viet Nam|Virgin Islands (British)|Virgin Islands (U.S.)|Wallis and Futuna
Western Sahara|Yemen|Zambia|Zimbabwe`;

/** The autocomplete's options, sorted as written (alphabetical by English name). */
export const countryNames: readonly string[] = NAMES.split(/[|\n]/);

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
};

const byFolded = new Map(countryNames.map((name) => [fold(name), name]));

/**
 * The English country name for a stored or typed value: a list name in any case, a Dutch or
 * variant spelling; an unknown value comes back trimmed, unchanged, so no data is lost.
 */
export const toEnglishCountry = (value: string | null | undefined): string => {
  const folded = fold(value ?? '');
  return variants[folded] ?? byFolded.get(folded) ?? (value ?? '').trim();
};

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
