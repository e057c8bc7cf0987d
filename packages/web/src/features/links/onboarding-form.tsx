import { useState } from 'react';
import { Button, Callout, Checkbox, FormGroup, H4, Intent } from '@blueprintjs/core';
import type { ResultAsync } from 'neverthrow';
import { type LoadedOnboarding, type MessageId, type ValidationError } from '@scr/domain';
import { Text } from '../../i18n/text.tsx';
import { useText } from '../../i18n/use-text.ts';
import { ErrorCallout, type ShownError } from '../../ui/error-callout.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useCalloutSubmit } from '../../ui/use-callout-submit.ts';
import {
  initialOnboardingValues,
  type OnboardingSection,
  type OnboardingValues,
} from './onboarding-values.ts';
import { SavedConnectionsTable } from './saved-connections-table.tsx';
import { CountrySuggest } from '../../ui/country-suggest.tsx';
import { DocumentLink } from '../../ui/document-link.tsx';

type FieldSpec = {
  readonly name: string;
  readonly label: MessageId;
  readonly type?: 'email' | 'tel';
  readonly readOnly?: boolean;
  readonly noPaste?: boolean;
  readonly helper?: MessageId;
  /** The country autocomplete: only a country of the list can be chosen. */
  readonly country?: boolean;
};

const sections: ReadonlyArray<{ section: OnboardingSection; title: MessageId; fields: FieldSpec[] }> = [
  {
    section: 'organization',
    title: 'onboarding.section.organization',
    fields: [
      { name: 'name', label: 'organizations.field.name' },
      { name: 'vat', label: 'organizations.field.vat', readOnly: true },
      { name: 'streetNbr', label: 'organizations.field.streetNbr' },
      { name: 'postalCode', label: 'organizations.field.postalCode' },
      { name: 'city', label: 'organizations.field.city' },
      { name: 'country', label: 'organizations.field.country', country: true },
      { name: 'contactEmail', label: 'organizations.field.contactEmail', type: 'email' },
      { name: 'contactPhone', label: 'organizations.field.contactPhone', type: 'tel' },
      { name: 'supportEmail', label: 'organizations.field.supportEmail', type: 'email' },
      { name: 'supportPhone', label: 'organizations.field.supportPhone', type: 'tel' },
    ],
  },
  {
    section: 'admin',
    title: 'onboarding.section.admin',
    fields: [
      { name: 'firstName', label: 'onboarding.field.adminFirstName' },
      { name: 'lastName', label: 'onboarding.field.adminLastName' },
      { name: 'email', label: 'onboarding.field.adminEmail', type: 'email' },
      // Pasting is blocked so the address is typed twice (product-reference §5 Onboarding).
      {
        name: 'emailCheck',
        label: 'onboarding.field.adminEmailCheck',
        type: 'email',
        noPaste: true,
        helper: 'onboarding.emailCheckHelper',
      },
      { name: 'phone', label: 'onboarding.field.adminPhone', type: 'tel' },
    ],
  },
  {
    section: 'onboarder',
    title: 'onboarding.section.onboarder',
    fields: [
      { name: 'onboarderFirstName', label: 'onboarding.field.onboarderFirstName' },
      { name: 'onboarderLastName', label: 'onboarding.field.onboarderLastName' },
      { name: 'onboarderRole', label: 'onboarding.field.onboarderRole' },
      { name: 'onboarderEmail', label: 'onboarding.field.onboarderEmail', type: 'email' },
      { name: 'onboarderPhone', label: 'onboarding.field.onboarderPhone', type: 'tel' },
    ],
  },
];

type OnboardingFormProps<T> = {
  readonly loaded: LoadedOnboarding;
  readonly submit: (values: OnboardingValues) => ResultAsync<T, ShownError | ValidationError>;
  readonly onDone: (result: T) => void;
};

/** Step 0 'Create your account' (product-reference §5 Onboarding): organization, admin, onboarder, connections, terms. */
export const OnboardingForm = <T,>({ loaded, submit, onDone }: OnboardingFormProps<T>) => {
  const text = useText();
  const [values, setValues] = useState<OnboardingValues>(() => initialOnboardingValues(loaded));
  const { fields, error, busy, submit: run } = useCalloutSubmit();
  const set = (section: OnboardingSection, name: string) => (value: string) =>
    setValues((v) => ({ ...v, [section]: { ...v[section], [name]: value } }));
  const toggle = (id: number) =>
    setValues((v) => ({
      ...v,
      savedConnections: v.savedConnections.includes(id)
        ? v.savedConnections.filter((x) => x !== id)
        : [...v.savedConnections, id],
    }));
  const inviter = loaded.invitation.inviterOrganization?.name;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        run(() => submit(values), onDone);
      }}
    >
      {inviter && (
        <p>
          <Text id="onboarding.invitedBy" values={{ inviter }} />
        </p>
      )}
      <Callout intent={Intent.PRIMARY}>
        <Text id="onboarding.trialOffer" />
      </Callout>
      {sections.map(({ section, title, fields: specs }) => (
        <fieldset key={section} className="scr-onboarding__section">
          <H4>
            <Text id={title} />
          </H4>
          <div className="scr-onboarding__grid">
            {specs.map((f) => {
              const id = `onboarding-${section}-${f.name}`;
              const value = (values[section] as Record<string, string>)[f.name] ?? '';
              const error = fields[`${section}.${f.name}`];
              return f.country ? (
                <FormGroup
                  key={f.name}
                  label={text(f.label)}
                  labelFor={id}
                  intent={error ? Intent.DANGER : Intent.NONE}
                  helperText={error ? text(error) : undefined}
                >
                  <CountrySuggest
                    id={id}
                    value={value}
                    invalid={error !== undefined}
                    onChange={set(section, f.name)}
                  />
                </FormGroup>
              ) : (
                <TextField
                  key={f.name}
                  id={id}
                  label={f.label}
                  type={f.type}
                  readOnly={f.readOnly}
                  helper={f.helper}
                  value={value}
                  onChange={set(section, f.name)}
                  onPaste={f.noPaste ? (e) => e.preventDefault() : undefined}
                  error={error}
                />
              );
            })}
          </div>
        </fieldset>
      ))}
      <H4>
        <Text id="onboarding.section.connections" />
      </H4>
      <SavedConnectionsTable
        organizations={loaded.eligibleOrganizations}
        selected={values.savedConnections}
        onToggle={toggle}
      />
      <div className="scr-onboarding__section">
        {(['acceptEula', 'acceptPricing'] as const).map((name) => (
          <div key={name}>
            <Checkbox
              checked={values[name]}
              label={text(name === 'acceptEula' ? 'onboarding.field.eula' : 'onboarding.field.pricing')}
              onChange={(e) => {
                const checked = e.currentTarget.checked;
                setValues((v) => ({ ...v, [name]: checked }));
              }}
            />
            <DocumentLink document={name === 'acceptEula' ? 'eula' : 'pricing'} />
            {fields[name] && (
              <p className="scr-field-error" role="alert">
                <Text message={fields[name]} />
              </p>
            )}
          </div>
        ))}
      </div>
      <ErrorCallout error={error} />
      <Button type="submit" intent={Intent.PRIMARY} text={text('onboarding.submit')} loading={busy} />
    </form>
  );
};
