import dayjs from 'dayjs';
import 'dayjs/locale/nl.js';
import 'dayjs/locale/fr.js';
import 'dayjs/locale/de.js';
import { locales, type Locale } from '../messages/define.ts';

const MONTHS = Array.from({ length: 12 }, (_, month) => month);

/** The month names a person may type in a language, lowercased, without a trailing dot: 'jan', 'januari'. */
const monthNames = (locale: Locale): ReadonlyMap<string, number> => {
  const names = new Map<string, number>();
  for (const month of MONTHS) {
    const day = dayjs(new Date(2026, month, 1)).locale(locale);
    for (const name of [day.format('MMM'), day.format('MMMM')])
      names.set(name.toLowerCase().replace(/\.$/, ''), month);
  }
  return names;
};
const namesOf = Object.fromEntries(locales.map((locale) => [locale, monthNames(locale)])) as Record<
  Locale,
  ReadonlyMap<string, number>
>;

const named = /^(\d{1,2})[\s.-]+([\p{L}]+)\.?[\s.-]+(\d{4})$/u;
const numeric = /^(\d{1,2})[\s./-]+(\d{1,2})[\s./-]+(\d{4})$/;

/**
 * A day as a person types it in the format the tables show it (product-reference §9 'DD MMM YYYY':
 * '22 Nov 2026', '22 nov 2026'), in their language, as 'YYYY-MM-DD'; or null when it is no day of
 * the calendar. Also read, the day first as the tables put it: the month in full or with a dot
 * ('22 november 2026', '22 nov. 2026') and the month as a number ('22-11-2026', '22/11/2026',
 * '22.11.2026'), the way a Dutch date is often written.
 */
export const parseShownDay = (text: string, locale: Locale): string | null => {
  const input = text.trim().toLowerCase();
  const byName = named.exec(input);
  const byNumber = byName ? null : numeric.exec(input);
  const parts: readonly [string, number | undefined, string] | null = byName
    ? [byName[1]!, namesOf[locale].get(byName[2]!), byName[3]!]
    : byNumber
      ? [byNumber[1]!, Number(byNumber[2]) - 1, byNumber[3]!]
      : null;
  if (!parts) return null;
  const [day, month, year] = [Number(parts[0]), parts[1], Number(parts[2])];
  if (month === undefined || month < 0 || month > 11) return null;
  const date = new Date(year, month, day);
  // new Date rolls 31 Feb over into March: such a day does not exist.
  if (date.getFullYear() !== year || date.getMonth() !== month || date.getDate() !== day) return null;
  return dayjs(date).format('YYYY-MM-DD');
};
