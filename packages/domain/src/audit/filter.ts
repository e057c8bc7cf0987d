import dayjs from 'dayjs';
import { z } from 'zod';
import { encodeRef, whenTexts } from '../validation/rules.ts';
import { validate, type ValidationError } from '../validation/validate.ts';
import type { Result } from 'neverthrow';
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

/** Checks raw filter values (a form, the URL); never throws. */
export const validateActivityFilter = (raw: unknown): Result<ActivityFilter, ValidationError> =>
  validate(activityFilterSchema, raw);

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
