import dayjs from 'dayjs';
import 'dayjs/locale/nl.js';
import type { Locale } from '../messages/define.ts';

/** The date formats of product-reference §9. */
export const DATE_FORMATS = {
  user: 'ddd DD MMM YYYY',
  connectionDate: 'DD MMM YYYY',
  connectionDateTime: 'DD MMM YYYY HH:mm',
} as const;

/** What the date formatters accept: anything the platform sends for a date, or nothing. */
export type DateInput = string | number | Date | null | undefined;

/**
 * Formats in the user's language. Dates are shown in the local time zone of the caller (the
 * browser): an API timestamp '2026-11-22T09:05:00Z' reads 10:05 in Brussels. An empty or invalid
 * date gives '' so a table cell stays blank instead of showing 'Invalid Date'.
 */
const formatWith =
  (pattern: string) =>
  (value: DateInput, locale: Locale): string => {
    // Only a string, a number or a Date is a date: anything else (a payload gone wrong) shows
    // blank rather than throwing while dayjs coerces it (found by the property test).
    if (!(typeof value === 'string' || typeof value === 'number' || value instanceof Date) || value === '')
      return '';
    const date = dayjs(value);
    return date.isValid() ? date.locale(locale).format(pattern) : '';
  };

/** 'ddd DD MMM YYYY' (users table). */
export const formatUserDate = formatWith(DATE_FORMATS.user);
/** 'DD MMM YYYY' (connections table). */
export const formatConnectionDate = formatWith(DATE_FORMATS.connectionDate);
/** 'DD MMM YYYY HH:mm' (connection status timeline). */
export const formatConnectionDateTime = formatWith(DATE_FORMATS.connectionDateTime);
