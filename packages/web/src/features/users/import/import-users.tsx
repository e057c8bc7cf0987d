import { useState } from 'react';
import { Button } from '@blueprintjs/core';
import { Import } from '@blueprintjs/icons';
import { mayImportUsers, type UserActor } from '@scr/domain';
import { useText } from '../../../i18n/use-text.ts';
import { ImportUsersDialog } from './import-dialog.tsx';
import { useUserImport } from './use-user-import.ts';
import './import-users.css';

type Props = {
  readonly organizationId: number;
  readonly organizationName: string;
  readonly actor: UserActor;
};

/**
 * 'Import users' in the users toolbar, for the admins who may invite (org_mgr, usr_mgr), with its
 * dialog. While invitations go out with the dialog closed, the button says how far they are.
 */
export const ImportUsers = ({ organizationId, organizationName, actor }: Props) => {
  const text = useText();
  const flow = useUserImport(organizationId, actor);
  const [open, setOpen] = useState(false);
  if (!mayImportUsers(actor)) return null;
  const { stage } = flow;
  const close = () => {
    setOpen(false);
    if (stage.step === 'result') flow.restart();
  };
  return (
    <>
      <Button icon={<Import />} text={text('users.import.open')} onClick={() => setOpen(true)} />
      {!open && stage.step === 'sending' && (
        <span role="status" className="scr-import__progress">
          {text('users.import.progress', stage.progress)}
        </span>
      )}
      {open && <ImportUsersDialog organizationName={organizationName} flow={flow} onClose={close} />}
    </>
  );
};
