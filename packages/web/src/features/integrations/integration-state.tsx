import { Intent, Tag } from '@blueprintjs/core';
import { useText } from '../../i18n/use-text.ts';
import { integrationIcons } from './integration-icons.tsx';

/** A card's state beside its title: 'Connected' or 'Not connected', in words with its icon. */
export const IntegrationState = ({ connected }: { readonly connected: boolean }) => {
  const text = useText();
  return (
    <Tag
      minimal
      round
      intent={connected ? Intent.SUCCESS : Intent.NONE}
      icon={connected ? integrationIcons.connected : integrationIcons.notConnected}
      className="scr-integration__state"
    >
      {text(connected ? 'integrations.state.connected' : 'integrations.state.notConnected')}
    </Tag>
  );
};
