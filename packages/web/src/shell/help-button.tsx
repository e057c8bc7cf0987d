import { Button } from '@blueprintjs/core';
import { Help } from '@blueprintjs/icons';
import { useText } from '../i18n/use-text.ts';
import { useHelp, type HelpKey } from './help.tsx';

/** The '?' button of the top bar (key start) and the login page (key login). */
export const HelpButton = ({ helpKey = 'start' }: { helpKey?: HelpKey }) => {
  const { openHelp } = useHelp();
  const text = useText();
  return (
    <Button
      variant="minimal"
      icon={<Help />}
      aria-label={text('app.help')}
      title={text('app.help')}
      onClick={() => openHelp(helpKey)}
    />
  );
};
