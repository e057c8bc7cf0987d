import { useState } from 'react';
import { Button, FormGroup, InputGroup } from '@blueprintjs/core';
import { Duplicate, Envelope } from '@blueprintjs/icons';
import { linkCopiedMessage, type OrganizationUser, type UserActor } from '@scr/domain';
import { useUseCase } from '../../deps/deps-context.tsx';
import { useText } from '../../i18n/use-text.ts';
import { useSnackbars } from '../../shell/snackbars.tsx';
import { usersUseCasesToken } from './users-use-cases.ts';
import { useFormSave } from '../../ui/use-form-save.ts';

/** Copies through the Clipboard API, falling back to the selection where it is refused. */
const copy = async (input: HTMLInputElement | null, value: string): Promise<void> => {
  try {
    await navigator.clipboard.writeText(value);
  } catch {
    input?.select();
    document.execCommand('copy');
  }
};

/** The 'Invite user' URL of a user who has not set a password, with copy and resend (product-reference §2.5). */
export const InviteLinkField = (props: { readonly user: OrganizationUser; readonly actor: UserActor }) => {
  const text = useText();
  const { notify } = useSnackbars();
  const users = useUseCase(usersUseCasesToken);
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const { busy, submit } = useFormSave();
  // The platform's link carries the signed token the set-password page needs (the mailed link is the same).
  const link = props.user.acceptLink ?? '';

  const resend = () =>
    submit(
      () => users.resendInvite({ actor: props.actor, user: props.user }),
      () => undefined,
    );

  return (
    <FormGroup label={text('users.field.inviteUrl')} labelFor="edit-user-invite-url">
      <InputGroup
        id="edit-user-invite-url"
        readOnly
        value={link}
        inputRef={setInput}
        rightElement={
          <>
            <Button
              variant="minimal"
              icon={<Duplicate />}
              aria-label={text('users.action.copyLink')}
              title={text('users.action.copyLink')}
              disabled={link === ''}
              onClick={() =>
                void copy(input, link).then(() => notify({ message: linkCopiedMessage, intent: 'success' }))
              }
            />
            <Button
              variant="minimal"
              icon={<Envelope />}
              loading={busy}
              aria-label={text('users.action.resendMail')}
              title={text('users.action.resendMail')}
              onClick={resend}
            />
          </>
        }
      />
    </FormGroup>
  );
};
