import dayjs from 'dayjs';
import { z } from 'zod';
import { encodeRef, whenTexts } from '../validation/rules.ts';
import { validate, type ValidationError } from '../validation/validate.ts';
import { err, type Result } from 'neverthrow';
import type { MessageRef } from '../messages/catalogue.ts';
import type { Locale } from '../messages/define.ts';
import { formatConnectionDate } from '../dates/format.ts';
import { parseShownDay } from '../dates/parse.ts';
import { auditActions, type AuditAction } from './entry.ts';

/** Rows per page of the Activity table. */
export const ACTIVITY_PAGE_SIZE = 10;

const day = /^\d{4}-\d{2}-\d{2}$/;
const text = z
  .string()
  .trim()
  .max(100, { error: encodeRef({ id: 'audit.filter.tooLong', values: { max: 100 } }) })
  .optional()
  .transform((v) => v ?? '');
const date = z
  .string()
  .trim()
  .optional()
  .transform((v) => v ?? '')
  .refine((v) => v === '' || (day.test(v) && dayjs(v).isValid() && dayjs(v).format('YYYY-MM-DD') === v), {
    error: encodeRef({ id: 'audit.filter.invalidDate' }),
  });

/**
 * The Activity page's filters as the URL and the form hold them: free text for the actor (name or
 * email) and the target (its label or id), one action or all, and a range of whole days
 * (YYYY-MM-DD, both ends included, in the viewer's time zone). A 'from' after 'to' is refused.
 */
export const activityFilterSchema = z
  .object({
    actor: text,
    action: z
      .union([z.enum(auditActions), z.literal('')], {
        error: encodeRef({ id: 'audit.filter.unknownAction' }),
      })
      .optional()
      .transform((v): AuditAction | '' => v ?? ''),
    target: text,
    from: date,
    to: date,
  })
  .refine((f) => f.from === '' || f.to === '' || f.from <= f.to, {
    path: ['to'],
    error: encodeRef({ id: 'audit.filter.dateOrder' }),
    when: whenTexts(['from'], ['to']),
  });
export type ActivityFilter = z.output<typeof activityFilterSchema>;

export const emptyActivityFilter: ActivityFilter = { actor: '', action: '', target: '', from: '', to: '' };

/** How many of the filters hold a value (each end of the range of days counts as one). */
export const activeFilterCount = (filter: ActivityFilter): number =>
  Object.values(filter).filter((value) => value !== '').length;

/** Checks raw filter values (a form, the URL); never throws. */
export const validateActivityFilter = (raw: unknown): Result<ActivityFilter, ValidationError> =>
  validate(activityFilterSchema, raw);

/** A day written as the tables show it, for a placeholder and a message: '31 Dec 2026', '31 dec 2026'. */
export const shownDayExample = (locale: Locale): string => formatConnectionDate('2026-12-31', locale);

/** The raw texts of the Activity filter form: the days as the table shows them ('22 Nov 2026'). */
export type ActivityFilterForm = Readonly<Record<keyof ActivityFilter, string>>;

/**
 * Reads the filter form in the viewer's language: each day as the table shows it (or as
 * `parseShownDay` also reads it) becomes the filter's YYYY-MM-DD; a day that cannot be read is
 * named under its field with an example of the format, along with what the filter's own checks say
 * of the rest.
 */
export const readActivityFilterForm =
  (locale: Locale) =>
  (form: ActivityFilterForm): Result<ActivityFilter, ValidationError> => {
    const unreadable: Record<string, MessageRef> = {};
    const day = (field: 'from' | 'to'): string => {
      const text = form[field].trim();
      const parsed = text === '' ? '' : parseShownDay(text, locale);
      if (parsed !== null) return parsed;
      unreadable[field] = { id: 'audit.filter.unreadableDate', values: { example: shownDayExample(locale) } };
      return '';
    };
    const checked = validateActivityFilter({ ...form, from: day('from'), to: day('to') });
    if (Object.keys(unreadable).length === 0) return checked;
    const others = checked.isErr() ? checked.error.fields : {};
    return err({ kind: 'Invalid', fields: { ...others, ...unreadable } });
  };

/**
 * The filter a link names (the Activity page's query string): a value that does not hold (an
 * unknown action, a day that does not exist, a range backwards) reads as no filter on that field,
 * silently, as a link typed by hand or cut short in a mail should still open the page. A range
 * backwards drops its 'to', the field the form names for it.
 */
export const readActivityFilter = (
  raw: Readonly<Partial<Record<keyof ActivityFilter, string>>>,
): ActivityFilter => {
  let values: Record<string, string | undefined> = { ...raw };
  // Each round clears the fields refused in the round before; a filter of blanks always holds.
  for (let round = 0; round <= Object.keys(emptyActivityFilter).length; round++) {
    const result = validateActivityFilter(values);
    if (result.isOk()) return result.value;
    values = { ...values, ...Object.fromEntries(Object.keys(result.error.fields).map((f) => [f, ''])) };
  }
  return emptyActivityFilter;
};

/** The filter as the platform's query wants it: only what is set; the day range as instants. */
export type ActivityCriteria = {
  readonly actor?: string;
  readonly action?: AuditAction;
  readonly target?: string;
  /** The first instant of the 'from' day, local time, ISO. */
  readonly fromInstant?: string;
  /** The last instant of the 'to' day, local time, ISO. */
  readonly toInstant?: string;
};

export const activityCriteria = (filter: ActivityFilter): ActivityCriteria => ({
  ...(filter.actor ? { actor: filter.actor } : {}),
  ...(filter.action ? { action: filter.action } : {}),
  ...(filter.target ? { target: filter.target } : {}),
  ...(filter.from ? { fromInstant: dayjs(filter.from).startOf('day').toISOString() } : {}),
  ...(filter.to ? { toInstant: dayjs(filter.to).endOf('day').toISOString() } : {}),
});
