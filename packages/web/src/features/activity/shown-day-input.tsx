import { useState } from 'react';
import { Button, InputGroup, Popover, type Intent } from '@blueprintjs/core';
import { DatePicker } from '@blueprintjs/datetime';
import { Calendar } from '@blueprintjs/icons';
import { de, enGB, fr, nl } from 'date-fns/locale';
import { formatConnectionDate, parseShownDay, shownDayExample, type Locale } from '@scr/domain';
import { useLocale } from '../../i18n/locale-provider.tsx';
import { useText } from '../../i18n/use-text.ts';
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';

/** The calendar's month and day names: English as the tables write it (the day first, weeks from Monday). */
const calendarLocales = { en: enGB, nl, fr, de } as const;

/** The Date of a YYYY-MM-DD day, at local midnight. */
const dateOf = (day: string): Date => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date);
};

/**
 * A day typed as the tables show it ('22 Nov 2026', '22 nov 2026'; '22-11-2026' reads too), or
 * chosen in Blueprint's calendar beside it. The text is the field's value, whatever it holds: a day
 * that cannot be read stays as typed for the form to name. Not Blueprint's DateInput: on leaving
 * the field it replaces text it cannot read with its 'invalid date' message.
 */
export const ShownDayInput = (props: {
  readonly id: string;
  readonly value: string;
  readonly intent: Intent;
  readonly onChange: (text: string) => void;
}) => {
  const text = useText();
  const { locale } = useLocale();
  const [open, setOpen] = useState(false);
  const day = parseShownDay(props.value, locale);
  const choose = (date: Date | null) => {
    if (date) props.onChange(formatConnectionDate(date, locale));
    setOpen(false);
  };
  return (
    <InputGroup
      id={props.id}
      value={props.value}
      placeholder={text({ id: 'audit.filter.datePlaceholder', values: { example: shownDayExample(locale) } })}
      intent={props.intent}
      autoComplete="off"
      onValueChange={props.onChange}
      rightElement={
        <Popover
          isOpen={open}
          onClose={() => setOpen(false)}
          placement="bottom-end"
          content={
            <DatePicker
              value={day === null ? null : dateOf(day)}
              locale={calendarLocales[locale satisfies Locale]}
              highlightCurrentDay
              onChange={(date, isUserChange) => isUserChange && choose(date)}
            />
          }
        >
          <Button
            variant="minimal"
            icon={<Calendar />}
            aria-label={text('audit.filter.chooseDate')}
            title={text('audit.filter.chooseDate')}
            onClick={() => setOpen((o) => !o)}
          />
        </Popover>
      }
    />
  );
};
