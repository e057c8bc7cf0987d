import { useState } from 'react';
import { errAsync, okAsync } from 'neverthrow';
import { Callout, Intent } from '@blueprintjs/core';
import { FormDialog } from '../../ui/form-dialog.tsx';
import {
  connectToFoundSchema,
  inviteFormSchema,
  inviteSubmitLabel,
  validate,
  type DuplicateInvitationError,
  type FieldErrors,
  type VatLookup,
} from '@scr/domain';
import { useRuntimeConfig } from '../../deps/deps-context.tsx';
import { useText } from '../../i18n/use-text.ts';
import { useSnackbars } from '../../shell/snackbars.tsx';
import { useConnections } from './connections-context.tsx';
import { DuplicateNotice } from './duplicate-notice.tsx';
import { InviteFields, type InviteValues } from './invite-fields.tsx';

const empty: InviteValues = {
  name: '',
  contactEmail: '',
  vat: '',
  customerReference: '',
  msg: '',
  organizationId: '',
};

/**
 * 'Invite a new organization to onboard' (product-reference §2.6, §5). The VAT is looked up when the field is
 * left: found → pick the organization and 'Send connection request'; not found → 'Send invitation
 * to register'. What the user typed stays on any failure. The lookup's notice sits right under the
 * VAT, above the list it speaks of ('from the list below').
 */
export const InviteDialog = ({ onClose }: { onClose: () => void }) => {
  const text = useText();
  const { productShortName } = useRuntimeConfig();
  const { notify } = useSnackbars();
  const { useCases, isCarrier, run, refresh, show, busy } = useConnections();
  const [values, setValues] = useState<InviteValues>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [lookup, setLookup] = useState<VatLookup>({ kind: 'skipped' });
  const [duplicate, setDuplicate] = useState<DuplicateInvitationError | null>(null);

  // A field's message goes as soon as it is edited; a new VAT also drops the lookup and its message.
  const change = (patch: Partial<InviteValues>) => {
    setValues({ ...values, ...patch });
    const edited = Object.keys(patch);
    if (patch.vat !== undefined) {
      setLookup({ kind: 'skipped' });
      edited.push('organizationId');
    }
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([id]) => !edited.includes(id))),
    );
  };

  const lookUp = async () => {
    const found = await run(() => useCases.lookUpVat({ vat: values.vat, product: productShortName }));
    if (!found) return;
    setLookup(found);
    if (found.kind === 'found' && found.preselected !== null)
      setValues((v) => ({ ...v, organizationId: String(found.preselected) }));
  };

  const connectToFound = async (options: Extract<VatLookup, { kind: 'found' }>['options']) => {
    const selectable = options.filter((o) => !o.disabled).map((o) => o.party.id);
    const input = {
      organizationId: values.organizationId === '' ? undefined : Number(values.organizationId),
      customerReference: values.customerReference,
    };
    const checked = validate(connectToFoundSchema(selectable, isCarrier), input);
    if (checked.isErr()) return setErrors(checked.error.fields);
    const party = options.find((o) => o.party.id === checked.value.organizationId)!.party;
    const organizations = [
      { id: party.id, name: party.name, vat: party.vat, customerReference: checked.value.customerReference },
    ];
    const sent = await run(() => useCases.requestConnections({ organizations }));
    if (!sent) return;
    for (const message of sent.messages) notify({ message, intent: 'success' });
    onClose();
    // The page shows where the request went, as after the Connect dialog.
    await show(sent.shownIn, 0);
    await refresh();
  };

  const invite = async () => {
    const checked = validate(inviteFormSchema(isCarrier), values);
    if (checked.isErr()) return setErrors(checked.error.fields);
    const sent = await run(() =>
      useCases
        .sendInvitation({ ...values, viewerIsCarrier: isCarrier })
        .orElse((e) => (e.kind === 'DuplicateInvitation' ? okAsync(setDuplicate(e)) : errAsync(e))),
    );
    if (!sent) return;
    notify({ message: sent.message, intent: 'success' });
    onClose();
    await refresh();
  };

  const submit = () => {
    // Enter in the VAT field leaves nothing to look it up: it looks the VAT up, as leaving the field
    // does, and what to send (a request or an invitation) is decided by the next Enter or click.
    if (lookup.kind === 'skipped' && values.vat.trim() !== '') return void lookUp();
    setErrors({});
    setDuplicate(null);
    if (lookup.kind === 'found') return void connectToFound(lookup.options);
    // A single hit already requested or connected: nothing to send, and the VAT field says why.
    if (lookup.kind === 'alreadyLinked') return setErrors({ vat: lookup.notice });
    return void invite();
  };

  return (
    <FormDialog
      title={text('invitations.invite.title')}
      onClose={onClose}
      onSubmit={submit}
      submitText={text(inviteSubmitLabel(lookup))}
      cancelText={text('connections.action.cancel')}
      pending={busy}
      cancelDisabled={busy}
      className="scr-dialog-wide"
    >
      <InviteFields
        values={values}
        errors={errors}
        lookup={lookup}
        isCarrier={isCarrier}
        onChange={change}
        // Left with its VAT looked up already (by Enter): no second request.
        onVatBlur={() => lookup.kind === 'skipped' && void lookUp()}
        notice={
          lookup.kind === 'skipped' ? null : (
            <Callout
              intent={lookup.kind === 'alreadyLinked' ? Intent.WARNING : Intent.PRIMARY}
              role="status"
              className="scr-page"
            >
              {text(lookup.notice)}
            </Callout>
          )
        }
      />
      {duplicate && <DuplicateNotice error={duplicate} onDone={onClose} />}
    </FormDialog>
  );
};
