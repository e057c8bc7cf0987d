import { FormGroup, Intent } from '@blueprintjs/core';
import { HTMLSelect } from '../../ui/html-select.tsx';
import { preselectedOrganization, type LoginOption, type MessageRef } from '@scr/domain';
import { useText } from '../../i18n/use-text.ts';

type OrganizationSelectProps = {
  readonly id: string;
  readonly options: readonly LoginOption[] | null;
  /** Its organizations are being looked up (aria-busy). */
  readonly busy?: boolean;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: MessageRef | undefined;
};

/**
 * The select's value the domain's preselection gives for these options, `chosen` being the select's
 * value now ('' for none): it stays while it can still be chosen, else the only choosable one is taken.
 */
export const organizationChoice = (options: readonly LoginOption[], chosen = ''): string =>
  String(preselectedOrganization(options, chosen === '' ? undefined : Number(chosen)) ?? '');

/**
 * The organizations of the email (product-reference §5 Login): one that is not activated (organization or user)
 * shows 'Not activated yet' and cannot be chosen. Until the email's organizations are known it is busy
 * and marked disabled for assistive technology, but never natively disabled: Tab from the email (whose
 * leaving starts the look-up) lands here, not in Password, where Enter would only be told to choose.
 */
export const OrganizationSelect = ({
  id,
  options,
  busy = false,
  value,
  onChange,
  error,
}: OrganizationSelectProps) => {
  const text = useText();
  return (
    <FormGroup
      label={text('session.field.organization')}
      labelFor={id}
      intent={error ? Intent.DANGER : Intent.NONE}
      helperText={error ? text(error) : undefined}
    >
      <HTMLSelect
        id={id}
        fill
        value={value}
        aria-disabled={options === null}
        aria-busy={busy}
        onChange={(event) => onChange(event.currentTarget.value)}
        options={[
          { value: '', label: text('session.organization.placeholder') },
          ...(options ?? []).map((o) => ({
            value: String(o.organizationId),
            label: o.note ? text('session.organization.notActivated', { name: o.name }) : o.name,
            disabled: o.disabled,
          })),
        ]}
      />
    </FormGroup>
  );
};
