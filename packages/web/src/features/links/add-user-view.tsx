import { useState } from 'react';
import type { MessageRef } from '@scr/domain';
import { useParams, useSearchParams } from 'react-router';
import { useRuntimeConfig, useUseCase } from '../../deps/deps-context.tsx';
import { Text } from '../../i18n/text.tsx';
import { LinkFrame, LinkState, LinkSuccess } from './link-frame.tsx';
import { SetPasswordForm } from './set-password-form.tsx';
import { tokens } from '../../deps/tokens.ts';
import { useLinkLoad } from './use-link-load.ts';

/**
 * /wallet-add-user/{acceptCode}?jwt= (product-reference §2.1, §5 New password, §8 Add user): the new user
 * chooses the wallet password; the wallet account is made and the user becomes active.
 */
export const AddUserView = () => {
  const { acceptCode = null } = useParams();
  const jwt = useSearchParams()[0].get('jwt');
  const { releaseInfoUrl } = useRuntimeConfig();
  const load = useUseCase(tokens.loadAddUser);
  const complete = useUseCase(tokens.completeAddUser);
  const loaded = useLinkLoad(`add-user:${acceptCode}:${jwt}`, () => load({ acceptCode, jwt }));
  const [done, setDone] = useState<MessageRef | null>(null);
  return (
    <LinkFrame title="addUser.title">
      {done ? (
        <LinkSuccess message={done} appUrl={releaseInfoUrl} />
      ) : (
        <LinkState load={loaded}>
          {(data) => (
            <>
              <p>
                <Text
                  id="addUser.intro"
                  values={{
                    name: `${data.user.firstName} ${data.user.lastName}`.trim(),
                    organization: data.user.organizationName || data.user.email,
                  }}
                />
              </p>
              <SetPasswordForm
                submitText="addUser.submit"
                submit={(form) => complete({ jwt: jwt ?? '', loaded: data, form })}
                onDone={setDone}
              />
            </>
          )}
        </LinkState>
      )}
    </LinkFrame>
  );
};
