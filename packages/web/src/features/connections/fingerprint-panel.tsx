import { useQueryClient } from '@tanstack/react-query';
import { Button, Callout, Intent, Spinner, Tag } from '@blueprintjs/core';
import { Endorsed } from '@blueprintjs/icons';
import {
  fingerprintAdvice,
  peerKeyOnPlatform,
  type ConnectionFingerprint,
  type ConnectionRow,
} from '@scr/domain';
import { useText } from '../../i18n/use-text.ts';
import { useConnections } from './connections-context.tsx';
import { failureMessage } from './failures.ts';
import { useVerifiedReferences } from './verified-references.tsx';
import { connectionsKeys } from './connections-keys.ts';
import { useResultQuery } from '../../server-state/result-query.ts';
import { useResultMutation } from '../../server-state/result-mutation.ts';

/**
 * A connection's fingerprint as our wallet derives it: one read per connection and peer key, shared
 * by every part of the page that shows or waits for it (the panel, the Finalize confirmation).
 */
export const useConnectionFingerprint = (row: ConnectionRow) => {
  const { useCases } = useConnections();
  const input = {
    reference: row.connection.reference,
    peerPublicKey: peerKeyOnPlatform(row.connection, row.side),
  };
  const key = connectionsKeys.fingerprint(input.reference, input.peerPublicKey);
  const fingerprint = useResultQuery({ key, load: () => useCases.fingerprint(input) });
  return { input, key, fingerprint };
};

/**
 * The key fingerprint of a connection from step 2 on, as our wallet derives it, with the sentence
 * telling the admins to compare it before the last step (what a mismatch means, once finalized), and 'Mark as verified' (kept in our wallet
 * only). A wallet that cannot answer shows its own message here and leaves the rest of the dialog be.
 */
export const FingerprintPanel = ({ row }: { row: ConnectionRow }) => {
  const text = useText();
  const { useCases } = useConnections();
  const verified = useVerifiedReferences();
  const { input, key, fingerprint } = useConnectionFingerprint(row);
  const client = useQueryClient();
  const marking = useResultMutation(() => useCases.markVerified(input));
  const mark = () =>
    marking.mutate(undefined, {
      onSuccess: () => {
        client.setQueryData<ConnectionFingerprint>(key, (shown) => shown && { ...shown, verified: true });
        verified.reload();
      },
    });
  const error = marking.error ?? fingerprint.error;
  const shown = error ? undefined : fingerprint.data;

  return (
    <section className="scr-fingerprint" aria-labelledby="scr-fingerprint-title">
      <h4 id="scr-fingerprint-title" className="bp6-heading">
        {text('connections.fingerprint.title')}
      </h4>
      {fingerprint.isPending && (
        <div className="scr-loading" role="status">
          <Spinner size={16} />
          {text('connections.fingerprint.loading')}
        </div>
      )}
      {error && <Callout intent={Intent.WARNING}>{text(failureMessage(error))}</Callout>}
      {shown && (
        <>
          <p className="scr-fingerprint-digits">{shown.fingerprint}</p>
          <p>{text(fingerprintAdvice(row.connection))}</p>
          {shown.verified ? (
            <p>
              <Tag intent={Intent.SUCCESS} icon={<Endorsed />}>
                {text('connections.fingerprint.verified')}
              </Tag>{' '}
              {text('connections.fingerprint.verifiedNote')}
            </p>
          ) : (
            <Button
              icon={<Endorsed />}
              text={text('connections.fingerprint.markVerified')}
              loading={marking.isPending}
              onClick={mark}
            />
          )}
        </>
      )}
    </section>
  );
};

/** The table's badge beside a connection's name when our wallet holds its fingerprint as verified. */
export const VerifiedBadge = ({ reference }: { reference: string }) => {
  const text = useText();
  const { references } = useVerifiedReferences();
  if (!references.has(reference)) return null;
  return (
    <Tag
      className="scr-verified-badge"
      minimal
      intent={Intent.SUCCESS}
      icon={<Endorsed />}
      title={text('connections.fingerprint.badgeTitle')}
    >
      {text('connections.fingerprint.verified')}
    </Tag>
  );
};
