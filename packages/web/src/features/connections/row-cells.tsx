import type { JSX } from 'react';
import { Button, Icon } from '@blueprintjs/core';
import { Cross, Disable, Envelope, Link, Tick, TickCircle, Time } from '@blueprintjs/icons';
import {
  formatConnectionDate,
  rowId,
  rowStatusText,
  type ConnectionStatus,
  type InvitationStatus,
  type TabRow,
} from '@scr/domain';
import { useLocale } from '../../i18n/locale-provider.tsx';
import { useText } from '../../i18n/use-text.ts';
import { useConnections } from './connections-context.tsx';
import { RowActions } from './row-actions.tsx';
import { VerifiedBadge } from './fingerprint-panel.tsx';
import { IdCell } from './id-cell.tsx';

const connectionIcons: Record<ConnectionStatus, JSX.Element> = {
  pending: <Time />,
  accepted: <Tick />,
  confirmed: <TickCircle />,
  finalized: <Link />,
  declined: <Disable />,
  cancelled: <Cross />,
};
const invitationIcons: Record<InvitationStatus, JSX.Element> = {
  pending: <Envelope />,
  accepted: <Tick />,
  completed: <TickCircle />,
  declined: <Disable />,
  cancelled: <Cross />,
  expired: <Time />,
};

/**
 * The status icon with its word beside it (the icon alone says nothing to one who has not learnt
 * it); a click opens 'Connection status' or 'Invitation status' (product-reference §2.6).
 */
const StatusCell = ({ row }: { row: TabRow }) => {
  const text = useText();
  const { setDialog } = useConnections();
  return (
    <Button
      className="scr-status-cell"
      variant="minimal"
      size="small"
      icon={row.kind === 'connection' ? connectionIcons[row.connection.status] : invitationIcons[row.status]}
      text={text(rowStatusText(row))}
      aria-haspopup="dialog"
      onClick={() =>
        setDialog(
          row.kind === 'connection' ? { kind: 'connectionStatus', row } : { kind: 'invitationStatus', row },
        )
      }
    />
  );
};

/** The Message column (tab 3): SHOW opens 'Invitation message' with the text as typed. */
const MessageCell = ({ message }: { message: string | null | undefined }) => {
  const text = useText();
  const { setDialog } = useConnections();
  if (!message) return null;
  return (
    <Button
      variant="minimal"
      size="small"
      text={text('connections.action.show')}
      onClick={() => setDialog({ kind: 'message', text: message })}
    />
  );
};

/**
 * An email address with line breaks allowed after its '@' and before the last dot of its domain
 * ('info@' / 'oostende1' / '.example', the places a printed address breaks): a narrow window wraps it
 * there, readably, instead of the table growing past the window. A wide one shows it on one line.
 */
const EmailText = ({ email }: { email: string }) => {
  const at = email.indexOf('@');
  const dot = email.lastIndexOf('.');
  if (at < 0) return <>{email}</>;
  const domainBreak = dot > at + 1;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {domainBreak ? email.slice(at + 1, dot) : email.slice(at + 1)}
      {domainBreak && <wbr />}
      {domainBreak && email.slice(dot)}
    </>
  );
};

/** One cell of a row by column key (connections/columns.ts). User-supplied values render as text. */
export const RowCell = ({ column, row }: { column: string; row: TabRow }) => {
  const text = useText();
  const { locale } = useLocale();
  const c = row.kind === 'connection' ? row.connection : null;
  const i = row.kind === 'invitation' ? row.invitation : null;
  const party = row.kind === 'connection' ? row.counterpart : null;
  switch (column) {
    case 'id':
      // One format for the column: every row's reference (the domain's rowId says why).
      return <IdCell id={rowId(row)} />;
    case 'isInvitation':
      // An icon with its word for assistive technology; a connection request's cell stays empty.
      return i ? (
        <Icon
          icon={<Envelope />}
          title={text('connections.kind.invitation')}
          aria-label={text('connections.kind.invitation')}
        />
      ) : null;
    case 'status':
      return <StatusCell row={row} />;
    case 'orgId':
      return <>{party ? party.id : (i?.resultOrganizationId ?? '')}</>;
    case 'name':
      return (
        <>
          {party ? party.name : i?.name}
          {c && <VerifiedBadge reference={c.reference} />}
        </>
      );
    case 'vat':
      return <>{party ? party.vat : i?.vat}</>;
    case 'email':
      return <EmailText email={(party ? party.contactEmail : i?.contactEmail) ?? ''} />;
    case 'customerReference':
      return <>{(c ? c.customerReference : i?.customerReference) ?? ''}</>;
    case 'city':
      return <>{(party ? party.city : i?.city) ?? ''}</>;
    case 'privateAddress':
      return <>{c?.remoteAddress ?? ''}</>;
    case 'message':
      return <MessageCell message={c ? c.inviteMsg : i?.msg} />;
    case 'created':
      return <>{formatConnectionDate(c ? c.createdAt : i?.createdAt, locale)}</>;
    case 'action':
      return <RowActions row={row} />;
    case 'portbase':
      // Empty by decision: the contract gives no partner Portbase data (see connections-table.tsx).
      return null;
    default:
      return null;
  }
};
