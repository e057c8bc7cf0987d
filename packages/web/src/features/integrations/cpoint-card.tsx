import { AnchorButton, Button, Card, FormGroup, H3, InputGroup } from '@blueprintjs/core';
import { metaValue, type Organization } from '@scr/domain';
import { useText } from '../../i18n/use-text.ts';
import { integrationIcons } from './integration-icons.tsx';
import { IntegrationState } from './integration-state.tsx';

/**
 * Where the identity provider of the first port community system signs the user in. The spec
 * gives no address; the fake platform serves its identity provider here, and it redirects back
 * to /cpoint with a code (the callback page sends it to the platform).
 */
export const cpointAuthorizeUrl = (origin: string): string =>
  `${origin}/__idp/authorize?redirect_uri=${encodeURIComponent('/cpoint')}`;

/** The verified identity code: the derived field, or the meta it derives from (product-reference §3). */
export const cpointCodeOf = (organization: Organization): string =>
  organization.cpointCode ?? metaValue(organization.organizationMeta, 'cpoint', 'cpoint_code') ?? '';

/**
 * The first port community system (product-reference §2.7): a button that opens the identity provider in a new
 * window (the callback says 'You may close this window'), handed to `onOpened` so the page can wait
 * on it; once connected the read-only code, whose refresh icon reloads it from the platform.
 */
export const CpointCard = (props: {
  readonly organization: Organization;
  readonly onRefresh: () => void;
  readonly onOpened: (popup: Window) => void;
}) => {
  const text = useText();
  const code = cpointCodeOf(props.organization);
  const href = cpointAuthorizeUrl(window.location.origin);
  const refresh = (
    <Button
      variant="minimal"
      icon={integrationIcons.refresh}
      aria-label={text('integrations.cpoint.refresh')}
      title={text('integrations.cpoint.refresh')}
      onClick={props.onRefresh}
    />
  );
  return (
    <Card className="scr-integration">
      <div className="scr-integration__head">
        <H3>{text('integrations.cpoint.title')}</H3>
        <IntegrationState connected={code !== ''} />
      </div>
      <p>{text('integrations.cpoint.help')}</p>
      {code !== '' && (
        <FormGroup label={text('integrations.cpoint.code')} labelFor="cpoint-code">
          <InputGroup id="cpoint-code" readOnly value={code} rightElement={refresh} />
        </FormGroup>
      )}
      <div className="scr-integration__actions">
        <AnchorButton
          intent={code === '' ? 'primary' : 'none'}
          icon={integrationIcons.connect}
          endIcon={integrationIcons.opensWindow}
          href={href}
          target="_blank"
          rel="opener"
          aria-label={text('app.nav.newTab', { name: text('integrations.cpoint.connect') })}
          text={text('integrations.cpoint.connect')}
          onClick={(event) => {
            // Opened here rather than by the link, so the page holds the window and can wait on it;
            // a browser that refuses it leaves the link to open as any link does.
            const popup = window.open(href, '_blank', 'popup,width=560,height=720');
            if (!popup) return;
            event.preventDefault();
            props.onOpened(popup);
          }}
        />
        {code === '' && refresh}
      </div>
    </Card>
  );
};
