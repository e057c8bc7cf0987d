import { Drawer } from '@blueprintjs/core';
import { useLocale } from '../i18n/locale-provider.tsx';
import { useText } from '../i18n/use-text.ts';
import { HELP_DRAWER_WIDTH, helpUrl, type HelpKey } from './help.tsx';

/** The help drawer (product-reference §2.2): 380 wide, the help page of a key in the current language. */
export const HelpDrawer = ({ helpKey, onClose }: { helpKey: HelpKey | null; onClose: () => void }) => {
  const { locale } = useLocale();
  const text = useText();
  return (
    <Drawer
      isOpen={helpKey !== null}
      onClose={onClose}
      size={HELP_DRAWER_WIDTH}
      title={text('app.help')}
      className="scr-help-drawer"
    >
      {helpKey && (
        <iframe
          className="scr-help-drawer__frame"
          title={text('app.help.frame')}
          src={helpUrl(helpKey, locale)}
        />
      )}
    </Drawer>
  );
};
export default HelpDrawer;
