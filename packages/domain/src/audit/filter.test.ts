import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  activityCriteria,
  emptyActivityFilter,
  readActivityFilter,
  readActivityFilterForm,
  validateActivityFilter,
} from './filter.ts';

describe('the Activity filters', () => {
  it('accepts no filter at all, and fills what is missing', () => {
    expect(validateActivityFilter({})._unsafeUnwrap()).toEqual(emptyActivityFilter);
    expect(activityCriteria(emptyActivityFilter)).toEqual({});
  });

  it('counts the filters that hold a value', () => {
    expect(activeFilterCount(emptyActivityFilter)).toBe(0);
    const filter = { ...emptyActivityFilter, actor: 'anna', from: '2026-11-01', to: '2026-11-30' };
    expect(activeFilterCount(filter)).toBe(3);
  });

  it('trims the texts and keeps a known action', () => {
    const filter = validateActivityFilter({ actor: '  anna ', action: 'user.update', target: ' ulrich ' });
    expect(filter._unsafeUnwrap()).toMatchObject({ actor: 'anna', action: 'user.update', target: 'ulrich' });
  });

  it('refuses an unknown action, a date that does not exist, a range backwards and a long text', () => {
    const fields = validateActivityFilter({
      action: 'user.explode',
      from: '2026-02-30',
      target: 'x'.repeat(101),
    })._unsafeUnwrapErr().fields;
    expect(fields['action']).toEqual({ id: 'audit.filter.unknownAction' });
    expect(fields['from']).toEqual({ id: 'audit.filter.invalidDate' });
    expect(fields['target']).toEqual({ id: 'audit.filter.tooLong', values: { max: 100 } });
    const backwards = validateActivityFilter({ from: '2026-11-20', to: '2026-11-19' });
    expect(backwards._unsafeUnwrapErr().fields['to']).toEqual({ id: 'audit.filter.dateOrder' });
    // Both at once: a range backwards is named beside another field's error.
    const both = validateActivityFilter({ action: 'user.explode', from: '2026-11-20', to: '2026-11-19' });
    expect(both._unsafeUnwrapErr().fields).toMatchObject({
      action: { id: 'audit.filter.unknownAction' },
      to: { id: 'audit.filter.dateOrder' },
    });
  });

  it('turns a range of whole days into the first and last instant, both days included', () => {
    const criteria = activityCriteria({ ...emptyActivityFilter, from: '2026-11-20', to: '2026-11-20' });
    const span = Date.parse(criteria.toInstant!) - Date.parse(criteria.fromInstant!);
    expect(span).toBe(24 * 3600 * 1000 - 1);
    expect(new Date(criteria.fromInstant!).getDate()).toBe(20);
  });
});

describe('the Activity filters a link names', () => {
  it('reads a valid link as it is', () => {
    const link = {
      actor: 'anna',
      action: 'user.update',
      target: 'ulrich',
      from: '2026-11-01',
      to: '2026-11-20',
    };
    expect(readActivityFilter(link)).toEqual(link);
    expect(readActivityFilter({})).toEqual(emptyActivityFilter);
  });

  it('reads each value that does not hold as no filter on its field, and keeps the others', () => {
    expect(
      readActivityFilter({
        actor: ' anna ',
        action: 'user.explode',
        from: '2026-02-30',
        target: 'x'.repeat(101),
      }),
    ).toEqual({ ...emptyActivityFilter, actor: 'anna' });
    // A range backwards keeps its 'from'.
    expect(readActivityFilter({ action: 'user.explode', from: '2026-11-20', to: '2026-11-19' })).toEqual({
      ...emptyActivityFilter,
      from: '2026-11-20',
    });
  });
});

describe('readActivityFilterForm: the days as the table shows them, in the viewer’s language', () => {
  const form = { actor: '', action: '', target: '', from: '', to: '' };

  it('reads the shown days into the filter’s YYYY-MM-DD', () => {
    expect(
      readActivityFilterForm('nl')({ ...form, from: '01 nov 2026', to: '22-11-2026' })._unsafeUnwrap(),
    ).toEqual({ ...emptyActivityFilter, from: '2026-11-01', to: '2026-11-22' });
    expect(readActivityFilterForm('en')(form)._unsafeUnwrap()).toEqual(emptyActivityFilter);
  });

  it('names an unreadable day with an example in the viewer’s format, and still checks the rest', () => {
    const refused = readActivityFilterForm('nl')({ ...form, from: '2026-11-01', actor: 'x'.repeat(101) });
    expect(refused._unsafeUnwrapErr().fields).toEqual({
      from: { id: 'audit.filter.unreadableDate', values: { example: '31 dec 2026' } },
      actor: { id: 'audit.filter.tooLong', values: { max: 100 } },
    });
    expect(
      readActivityFilterForm('en')({ ...form, from: '22 Nov 2026', to: '1 Nov 2026' })._unsafeUnwrapErr()
        .fields,
    ).toEqual({ to: { id: 'audit.filter.dateOrder' } });
  });
});
