import { Callout, Intent, Spinner } from '@blueprintjs/core';
import { cpointConnectingMessage } from '@scr/domain';
import { useSearchParams } from 'react-router';
import { useUseCase } from '../../deps/deps-context.tsx';
import { Text } from '../../i18n/text.tsx';
import { useSession } from '../../session/session-context.tsx';
import { ErrorCallout } from '../../ui/error-callout.tsx';
import type { SignedInUser } from '../../session/signed-in-user.ts';
import { LinkFrame } from './link-frame.tsx';
import { tokens } from '../../deps/tokens.ts';
import { useLinkAction } from './use-link-load.ts';

/**
 * /cpoint?code= (product-reference §2.7): the callback of the first port community system's identity check.
 * 'Connecting...' while the code is sent, then the success text with the code, or the error.
 */
export const CpointView = () => {
  const code = useSearchParams()[0].get('code');
  const { user } = useSession();
  const organizationId = (user as Partial<SignedInUser> | null)?.organizationId ?? null;
  const connect = useUseCase(tokens.connectCpoint);
  const result = useLinkAction(`cpoint:${organizationId}:${code}`, () => connect({ organizationId, code }));
  return (
    <LinkFrame title="integrations.cpoint.title">
      {result.state === 'loading' && (
        <div className="scr-cpoint__connecting">
          <Spinner size={16} /> <Text message={cpointConnectingMessage} />
        </div>
      )}
      {result.state === 'failed' && <ErrorCallout error={result.error} />}
      {result.state === 'loaded' && (
        <Callout intent={Intent.SUCCESS} role="status">
          <Text message={result.data.message} />
        </Callout>
      )}
    </LinkFrame>
  );
};
