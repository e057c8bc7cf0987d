import { useState, type FormEvent } from 'react';
import { Button, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { HTMLSelect } from '../../ui/html-select.tsx';
import { Filter, FilterRemove } from '@blueprintjs/icons';
import {
  activeFilterCount,
  auditActions,
  formatConnectionDate,
  readActivityFilterForm,
  type ActivityFilter,
  type ActivityFilterForm,
  type FieldErrors,
} from '@scr/domain';
import { useLocale } from '../../i18n/locale-provider.tsx';
import { useText } from '../../i18n/use-text.ts';
import { ShownDayInput } from './shown-day-input.tsx';

type Raw = Record<keyof ActivityFilter, string>;

/**
 * The filters: actor, action, target and a range of days, the days written as the table shows them
 * in the viewer's language (the URL keeps YYYY-MM-DD). They apply on 'Filter' (or Enter); bad
 * values are named under their field and nothing is lost or sent.
 *
 * On a phone the five fields would fill the first screen before any activity shows, so there they
 * fold behind one button that says how many are set (activity.css); wider screens always show them.
 * The form is keyed by the applied filter, so an applied filter folds them again and shows its rows.
 */
export const ActivityFilters = (props: {
  readonly current: ActivityFilter;
  readonly onApply: (filter: ActivityFilter) => void;
  readonly onClear: () => void;
}) => {
  const text = useText();
  const { locale } = useLocale();
  const [draft, setDraft] = useState<ActivityFilterForm>(() => ({
    ...props.current,
    from: formatConnectionDate(props.current.from, locale),
    to: formatConnectionDate(props.current.to, locale),
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [unfolded, setUnfolded] = useState(false);
  const set = (field: keyof Raw) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    readActivityFilterForm(locale)(draft).match(
      (filter) => {
        setErrors({});
        props.onApply(filter);
      },
      (invalid) => setErrors(invalid.fields),
    );
  };
  const field = (name: keyof Raw, label: Parameters<typeof text>[0], input: React.ReactNode) => (
    <FormGroup
      label={text(label)}
      labelFor={`activity-${name}`}
      intent={errors[name] ? Intent.DANGER : Intent.NONE}
      helperText={errors[name] ? text(errors[name]) : undefined}
    >
      {input}
    </FormGroup>
  );
  const textInput = (name: 'actor' | 'target', placeholder: Parameters<typeof text>[0]) => (
    <InputGroup
      id={`activity-${name}`}
      value={draft[name]}
      placeholder={text(placeholder)}
      intent={errors[name] ? Intent.DANGER : Intent.NONE}
      onValueChange={set(name)}
    />
  );
  const dateInput = (name: 'from' | 'to') => (
    <ShownDayInput
      id={`activity-${name}`}
      value={draft[name]}
      intent={errors[name] ? Intent.DANGER : Intent.NONE}
      onChange={set(name)}
    />
  );
  return (
    <>
      <Button
        className="scr-activity__filter-toggle"
        icon={<Filter />}
        text={text('audit.filter.toggle', { count: activeFilterCount(props.current) })}
        active={unfolded}
        aria-expanded={unfolded}
        aria-controls="activity-filters"
        onClick={() => setUnfolded((shown) => !shown)}
      />
      <form
        id="activity-filters"
        className={`scr-activity__filters${unfolded ? ' scr-activity__filters--unfolded' : ''}`}
        onSubmit={submit}
        noValidate
      >
        {field('actor', 'audit.filter.actor', textInput('actor', 'audit.filter.actorPlaceholder'))}
        {field(
          'action',
          'audit.filter.action',
          <HTMLSelect
            id="activity-action"
            value={draft.action}
            onChange={(e) => set('action')(e.currentTarget.value)}
          >
            <option value="">{text('audit.filter.allActions')}</option>
            {auditActions.map((a) => (
              <option key={a} value={a}>
                {text(`audit.action.${a}`)}
              </option>
            ))}
          </HTMLSelect>,
        )}
        {field('target', 'audit.filter.target', textInput('target', 'audit.filter.targetPlaceholder'))}
        {field('from', 'audit.filter.from', dateInput('from'))}
        {field('to', 'audit.filter.to', dateInput('to'))}
        <div className="scr-activity__filter-buttons">
          <Button type="submit" intent={Intent.PRIMARY} icon={<Filter />} text={text('audit.filter.apply')} />
          <Button
            variant="minimal"
            icon={<FilterRemove />}
            text={text('audit.filter.clear')}
            onClick={() => {
              setDraft({ actor: '', action: '', target: '', from: '', to: '' });
              setErrors({});
              props.onClear();
            }}
          />
        </div>
      </form>
    </>
  );
};
