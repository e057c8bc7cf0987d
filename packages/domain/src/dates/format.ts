import dayjs from 'dayjs';
import 'dayjs/locale/nl.js';
import 'dayjs/locale/fr.js';
import 'dayjs/locale/de.js';
import type { Locale } from '../messages/define.ts';

/**
 * The date formats of product-reference §9, in each language's month and day names ('02 févr.
 * 2026'). German writes the day as an ordinal with a dot and a comma after the weekday, as
 * `Intl.DateTimeFormat('de')` does ('Mo., 02. Feb. 2026'): the same fields, the German way.
 */
const formats = {
  user: 'ddd DD MMM YYYY',
  connectionDate: 'DD MMM YYYY',
  connectionDateTime: 'DD MMM YYYY HH:mm',
} as const;
const germanFormats: Readonly<Record<keyof typeof formats, string>> = {
  user: 'dd., DD. MMM YYYY',
  connectionDate: 'DD. MMM YYYY',
  connectionDateTime: 'DD. MMM YYYY, HH:mm',
};
const formatsOf = (locale: Locale) => (locale === 'de' ? germanFormats : formats);

/** What the date formatters accept: anything the platform sends for a date, or nothing. */
export type DateInput = string | number | Date | null | undefined;

/**
 * Formats in the user's language. Dates are shown in the local time zone of the caller (the
 * browser): an API timestamp '2026-11-22T09:05:00Z' reads 10:05 in Brussels. An empty or invalid
 * date gives '' so a table cell stays blank instead of showing 'Invalid Date'.
 */
const formatWith =
  (format: keyof typeof formats) =>
  (value: DateInput, locale: Locale): string => {
    // Only a string, a number or a Date is a date: anything else (a payload gone wrong) shows
    // blank rather than throwing while dayjs coerces it (found by the property test).
    if (!(typeof value === 'string' || typeof value === 'number' || value instanceof Date) || value === '')
      return '';
    const date = dayjs(value);
    return date.isValid() ? date.locale(locale).format(formatsOf(locale)[format]) : '';
  };

/** 'ddd DD MMM YYYY' (users table). */
export const formatUserDate = formatWith('user');
/** 'DD MMM YYYY' (connections table). */
export const formatConnectionDate = formatWith('connectionDate');
/** 'DD MMM YYYY HH:mm' (connection status timeline). */
export const formatConnectionDateTime = formatWith('connectionDateTime');
