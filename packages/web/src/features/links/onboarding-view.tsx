import { useState } from 'react';
import { Callout, Classes, Intent, Tag } from '@blueprintjs/core';
import { onboardingSteps, type MessageRef } from '@scr/domain';
import { useParams, useSearchParams } from 'react-router';
import { useUseCase } from '../../deps/deps-context.tsx';
import { Text } from '../../i18n/text.tsx';
import { useLocale } from '../../i18n/locale-provider.tsx';
import { LinkFrame, LinkState, LoginLink } from './link-frame.tsx';
import { OnboardingForm } from './onboarding-form.tsx';
import { tokens } from '../../deps/tokens.ts';
import { useLinkLoad } from './use-link-load.ts';

/** The two steps (product-reference §2.3): 0 'Create your account' (the form), 1 'Ready' (success). */
const Steps = ({ current }: { current: 0 | 1 }) => (
  <ol className={`scr-onboarding__steps ${Classes.LIST_UNSTYLED}`}>
    {onboardingSteps.map((step, index) => (
      <li key={step.id} aria-current={index === current ? 'step' : undefined}>
        <Tag minimal={index !== current} intent={index === current ? Intent.PRIMARY : Intent.NONE}>
          {index + 1}. <Text message={step} />
        </Tag>
      </li>
    ))}
  </ol>
);

/** /invitation/{invitationId}?jwt= : the onboarding form of an invited organization. */
export const OnboardingView = () => {
  const { invitationId = null } = useParams();
  const jwt = useSearchParams()[0].get('jwt');
  const load = useUseCase(tokens.loadOnboarding);
  const submit = useUseCase(tokens.submitOnboarding);
  // The first admin's mails and portal speak the language this form is filled in.
  const { locale } = useLocale();
  const loaded = useLinkLoad(`invitation:${invitationId}:${jwt}`, () => load({ invitationId, jwt }));
  const [ready, setReady] = useState<MessageRef | null>(null);
  return (
    <LinkFrame title={ready ? 'onboarding.step.ready' : 'onboarding.step.create'}>
      <Steps current={ready ? 1 : 0} />
      {ready ? (
        <>
          <Callout intent={Intent.SUCCESS} role="status">
            <Text message={ready} />
          </Callout>
          <LoginLink />
        </>
      ) : (
        <LinkState load={loaded}>
          {(data) => (
            <OnboardingForm
              loaded={data}
              submit={(form) => submit({ invitationId: data.invitation.id, jwt, form, lang: locale })}
              onDone={(result) => setReady(result.message)}
            />
          )}
        </LinkState>
      )}
    </LinkFrame>
  );
};
