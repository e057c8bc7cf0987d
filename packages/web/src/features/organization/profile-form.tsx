import { useRef, useState } from 'react';
import { okAsync } from 'neverthrow';
import { Button, FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { HTMLSelect } from '../../ui/html-select.tsx';
import {
  canSeeCpuCheck,
  hasUnsavedProfileChanges,
  isCpuCheckEnabled,
  profileFormValues,
  rebasedProfileValues,
  toEnglishCountry,
  twoFactorOptions,
  type MessageId,
  type Organization,
  type ProfileField,
  type ProfileForm as ProfileValues,
} from '@scr/domain';
import { useRuntimeConfig, useUseCase } from '../../deps/deps-context.tsx';
import { organizationKey, organizationUseCasesToken } from './organization-use-cases.ts';
import { useInvalidate } from '../../server-state/use-invalidate.ts';
import { useText } from '../../i18n/use-text.ts';
import type { AdminContext } from '../../session/admin-context.ts';
import { useForm } from '../../ui/use-form.ts';
import { useFormSave } from '../../ui/use-form-save.ts';
import { useFocusFirstError } from '../../ui/form-focus.ts';
import { CountrySuggest } from '../../ui/country-suggest.tsx';
import { WalletUrlInput } from './wallet-url-input.tsx';
import { ChangedMeanwhile } from './changed-meanwhile.tsx';
import { useLeaveGuard } from '../../routes/leave-guard.tsx';
import { DangerConfirmDialog } from '../../ui/danger-confirm-dialog.tsx';

type Field = keyof ProfileValues;
const inputs: readonly (readonly [Field, string])[] = [
  ['name', 'text'],
  ['vat', 'text'],
  ['streetNbr', 'text'],
  ['postalCode', 'text'],
  ['city', 'text'],
  ['country', 'country'],
  ['contactEmail', 'email'],
  ['contactPhone', 'tel'],
  ['supportEmail', 'email'],
  ['supportPhone', 'tel'],
  ['walletUrl', 'wallet'],
];
const label = (field: Field): MessageId => `organizations.field.${field}`;

/** The organization form (product-reference §2.4, §5): VAT read-only, country autocomplete, the wallet, 2-FA, and the CPU check. */
export const ProfileForm = ({ context }: { context: AdminContext }) => {
  const text = useText();
  const config = useRuntimeConfig();
  const organizations = useUseCase(organizationUseCasesToken);
  const { organization } = context;
  const initial = profileFormValues(organization);
  const form = useForm({ ...initial, country: toEnglishCountry(initial.country) });
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef);
  // The version the form's values rest on: a save sends what differs from it, on condition that it
  // is still the stored one; a save or a reload over another admin's save moves it on.
  const [base, setBase] = useState<Organization>(organization);
  const [meanwhile, setMeanwhile] = useState<
    { readonly fields: readonly ProfileField[]; readonly current: Organization } | 'reloaded' | null
  >(null);
  const { busy, submit } = useFormSave(form.setErrors);
  const cpuVisible = canSeeCpuCheck(context.orgUserId, config.cpuCheckOrgUserIds);
  const [cpu, setCpu] = useState(isCpuCheckEnabled(organization.organizationMeta));
  const [savedCpu, setSavedCpu] = useState(cpu);
  const invalidate = useInvalidate(organizationKey);
  // Leaving with changes a save would send asks first; a save that went through leaves none.
  const unsaved = hasUnsavedProfileChanges(base, form.values) || (cpuVisible && cpu !== savedCpu);
  const leaving = useLeaveGuard(unsaved);

  const saveCpu = () =>
    organizations.setCpuCheck({
      organizationId: organization.id,
      orgUserId: context.orgUserId,
      enabled: cpu,
    });

  const save = () =>
    submit(
      () =>
        organizations
          .saveProfile({ base, form: form.values })
          // The CPU check is organization meta, saved with the profile when it changed: then
          // something was saved, even when no profile field changed.
          .andThen((saved) =>
            cpuVisible && cpu !== savedCpu
              ? saveCpu().map(() => ({ ...saved, message: { id: 'organizations.saved' as const } }))
              : okAsync(saved),
          ),
      (saved) => {
        setBase(saved.organization);
        setMeanwhile(null);
        setSavedCpu(cpu);
        void invalidate();
      },
      (refusal) => {
        if (refusal.kind !== 'ChangedMeanwhile') return false;
        setMeanwhile({ fields: refusal.fields, current: refusal.current });
        return true;
      },
    );

  const reload = (current: Organization) => {
    form.setValues((typed) => rebasedProfileValues(typed, base, current));
    setBase(current);
    setMeanwhile('reloaded');
  };

  const field = ([name, type]: readonly [Field, string]) => {
    const error = form.errors[name];
    const intent = error ? Intent.DANGER : Intent.NONE;
    const id = `organization-${name}`;
    return (
      <FormGroup
        key={name}
        label={text(label(name))}
        labelFor={id}
        intent={intent}
        helperText={error ? text(error) : undefined}
      >
        {type === 'country' ? (
          <CountrySuggest
            id={id}
            value={form.values.country}
            invalid={error !== undefined}
            onChange={(v) => form.set('country', v)}
          />
        ) : type === 'wallet' ? (
          <WalletUrlInput
            id={id}
            value={form.values.walletUrl}
            intent={intent}
            onChange={(v) => form.set('walletUrl', v)}
          />
        ) : (
          <InputGroup
            id={id}
            type={type}
            value={form.values[name]}
            readOnly={name === 'vat'}
            intent={intent}
            onValueChange={(v) => form.set(name, v)}
          />
        )}
      </FormGroup>
    );
  };

  return (
    <form
      ref={formRef}
      noValidate
      className="scr-profile-form"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
    >
      {meanwhile === 'reloaded' ? (
        <ChangedMeanwhile reloaded />
      ) : (
        meanwhile && <ChangedMeanwhile fields={meanwhile.fields} onReload={() => reload(meanwhile.current)} />
      )}
      {inputs.map(field)}
      <FormGroup label={text('organizations.field.twoFactorAuth')} labelFor="organization-twoFactorAuth">
        <HTMLSelect
          id="organization-twoFactorAuth"
          value={form.values.twoFactorAuth}
          onChange={(e) => form.set('twoFactorAuth', e.currentTarget.value)}
          options={twoFactorOptions.map((o) => ({ value: o.value, label: text(o.label) }))}
        />
      </FormGroup>
      {cpuVisible && (
        <FormGroup label={text('organizations.cpu.label')} labelFor="organization-cpu">
          <HTMLSelect
            id="organization-cpu"
            value={cpu ? 'true' : 'false'}
            onChange={(e) => setCpu(e.currentTarget.value === 'true')}
            options={[
              { value: 'true', label: text('organizations.cpu.enabled') },
              { value: 'false', label: text('organizations.cpu.disabled') },
            ]}
          />
        </FormGroup>
      )}
      <Button type="submit" intent={Intent.PRIMARY} loading={busy} text={text('organizations.save')} />
      {leaving.asking && (
        <DangerConfirmDialog
          title={{ id: 'organizations.leave.title' }}
          body={{ id: 'organizations.leave.body' }}
          confirm={{ id: 'organizations.leave.confirm' }}
          dismiss={{ id: 'organizations.leave.stay' }}
          pending={false}
          onConfirm={leaving.leave}
          onClose={leaving.stay}
        />
      )}
    </form>
  );
};
