import { AnchorButton, Button, Card, H2, Intent } from '@blueprintjs/core';
import { Envelope } from '@blueprintjs/icons';
import { useRuntimeConfig } from '../../deps/deps-context.tsx';
import { Text } from '../../i18n/text.tsx';
import { useText } from '../../i18n/use-text.ts';

/**
 * An expired subscription deactivates the account (product-reference §1, §8): two ways on, ordering Premium or
 * migrating to Basic with an on-premise wallet. Both are requests to the provider, so each opens a
 * mail to support with the choice as subject (the spec names no order page).
 */
export const SubscriptionExpired = ({ onReturn }: { onReturn: () => void }) => {
  const text = useText();
  const { supportEmail } = useRuntimeConfig();
  const mailto = (subject: string) => `mailto:${supportEmail}?subject=${encodeURIComponent(subject)}`;
  return (
    <Card className="scr-login__card scr-expired" role="alert">
      <H2>
        <Text id="subscriptions.expired" />
      </H2>
      <p>
        <Text id="subscriptions.expired.options" />
      </p>
      <ul className="scr-expired__options">
        <li>
          <p>
            <Text id="subscriptions.expired.orderPremium" />
          </p>
          <AnchorButton
            intent={Intent.PRIMARY}
            icon={<Envelope />}
            href={mailto(text('session.expiredPage.orderPremium'))}
            text={text('session.expiredPage.orderPremium')}
          />
        </li>
        <li>
          <p>
            <Text id="subscriptions.expired.migrateBasic" />
          </p>
          <AnchorButton
            icon={<Envelope />}
            href={mailto(text('session.expiredPage.migrateBasic'))}
            text={text('session.expiredPage.migrateBasic')}
          />
        </li>
      </ul>
      <Button variant="minimal" text={text('session.returnToLogin')} onClick={onReturn} />
    </Card>
  );
};
