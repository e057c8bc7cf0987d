import { useState } from 'react';
import type { MessageRef } from '@scr/domain';
import { useParams, useSearchParams } from 'react-router';
import { useUseCase } from '../../deps/deps-context.tsx';
import { Text } from '../../i18n/text.tsx';
import { LinkFrame, LinkState, LinkSuccess } from './link-frame.tsx';
import { SetPasswordForm } from './set-password-form.tsx';
import { tokens } from '../../deps/tokens.ts';
import { useLinkLoad } from './use-link-load.ts';

/**
 * /password-reset/{passwordResetId}?jwt= (product-reference §2.1, §4, §8 Password reset): usable once and only
 * until validUntil; the new password is sent as its sha256.
 */
export const PasswordResetView = () => {
  const { passwordResetId = null } = useParams();
  const jwt = useSearchParams()[0].get('jwt');
  const load = useUseCase(tokens.loadPasswordReset);
  const submit = useUseCase(tokens.submitPasswordReset);
  const loaded = useLinkLoad(`pwreset:${passwordResetId}:${jwt}`, () => load({ passwordResetId, jwt }));
  const [done, setDone] = useState<MessageRef | null>(null);
  return (
    <LinkFrame title="passwordReset.title">
      {done ? (
        <LinkSuccess message={done} />
      ) : (
        <LinkState load={loaded}>
          {(record) => (
            <>
              {record.firstName && (
                <p>
                  <Text
                    id="passwordReset.intro"
                    values={{ name: `${record.firstName} ${record.lastName ?? ''}`.trim() }}
                  />
                </p>
              )}
              <SetPasswordForm
                submitText="passwordReset.submit"
                submit={(form) => submit({ jwt: jwt ?? '', passwordResetId: passwordResetId ?? '', form })}
                onDone={setDone}
              />
            </>
          )}
        </LinkState>
      )}
    </LinkFrame>
  );
};
