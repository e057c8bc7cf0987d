import { useEffect, useState } from 'react';
import { Button, Callout, Intent, Spinner, Tag } from '@blueprintjs/core';
import { Endorsed } from '@blueprintjs/icons';
import {
  peerKeyOnPlatform,
  type ConnectionFingerprint,
  type ConnectionRow,
  type FingerprintError,
} from '@scr/domain';
import { useText } from '../../i18n/use-text.ts';
import { useConnections } from './connections-context.tsx';
import { failureMessage } from './failures.ts';
import { useVerifiedReferences } from './verified-references.tsx';

type State =
  | { readonly kind: 'loading' }
  | { readonly kind: 'shown'; readonly value: ConnectionFingerprint }
  | { readonly kind: 'failed'; readonly error: FingerprintError };

/**
 * The key fingerprint of a connection from step 2 on, as our wallet derives it, with the sentence
 * telling the admins to compare it before the last step, and 'Mark as verified' (kept in our wallet
 * only). A wallet that cannot answer shows its own message here and leaves the rest of the dialog be.
 */
export const FingerprintPanel = ({ row }: { row: ConnectionRow }) => {
  const text = useText();
  const { useCases } = useConnections();
  const verified = useVerifiedReferences();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [marking, setMarking] = useState(false);
  const input = {
    reference: row.connection.reference,
    peerPublicKey: peerKeyOnPlatform(row.connection, row.side),
  };

  useEffect(() => {
    let live = true;
    void useCases
      .fingerprint({ reference: row.connection.reference, peerPublicKey: input.peerPublicKey })
      .match(
        (value) => live && setState({ kind: 'shown', value }),
        (error) => live && setState({ kind: 'failed', error }),
      );
    return () => {
      live = false;
    };
  }, [useCases, row.connection.reference, input.peerPublicKey]);

  const mark = async () => {
    if (state.kind !== 'shown') return;
    setMarking(true);
    const outcome = await useCases.markVerified(input);
    setMarking(false);
    outcome.match(
      () => {
        setState({ kind: 'shown', value: { ...state.value, verified: true } });
        verified.reload();
      },
      (error) => setState({ kind: 'failed', error }),
    );
  };

  return (
    <section className="scr-fingerprint" aria-labelledby="scr-fingerprint-title">
      <h4 id="scr-fingerprint-title" className="bp6-heading">
        {text('connections.fingerprint.title')}
      </h4>
      {state.kind === 'loading' && (
        <p className="scr-loading" role="status">
          <Spinner size={16} />
          {text('connections.fingerprint.loading')}
        </p>
      )}
      {state.kind === 'failed' && (
        <Callout intent={Intent.WARNING}>{text(failureMessage(state.error))}</Callout>
      )}
      {state.kind === 'shown' && (
        <>
          <p className="scr-fingerprint-digits">{state.value.fingerprint}</p>
          <p>{text('connections.fingerprint.compare')}</p>
          {state.value.verified ? (
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
              loading={marking}
              onClick={() => void mark()}
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
