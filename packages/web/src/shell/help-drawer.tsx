import { Button, Classes, Drawer, H4, H5, IconSize } from '@blueprintjs/core';
import { SmallCross } from '@blueprintjs/icons';
import { useLocale } from '../i18n/locale-provider.tsx';
import { useText } from '../i18n/use-text.ts';
import { useSession } from '../session/session-context.tsx';
import { HELP_DRAWER_WIDTH, helpUrl, type HelpKey } from './help.tsx';
import { ShortcutList } from './hotkeys/shortcut-list.tsx';

/**
 * The help drawer (product-reference §2.2): 380 wide, the help page of a key in the current language;
 * signed in, the keyboard shortcuts below it.
 */
export const HelpDrawer = ({ helpKey, onClose }: { helpKey: HelpKey | null; onClose: () => void }) => {
  const { locale } = useLocale();
  const text = useText();
  const { user } = useSession();
  return (
    <Drawer isOpen={helpKey !== null} onClose={onClose} size={HELP_DRAWER_WIDTH} className="scr-help-drawer">
      {/* Blueprint's header markup, drawn here so the close button is named in the app's language. */}
      <div className={Classes.DRAWER_HEADER}>
        <H4>{text('app.help')}</H4>
        <Button
          aria-label={text('app.close')}
          className={Classes.DIALOG_CLOSE_BUTTON}
          icon={<SmallCross size={IconSize.LARGE} />}
          onClick={onClose}
          variant="minimal"
        />
      </div>
      {helpKey && (
        <iframe
          className="scr-help-drawer__frame"
          title={text('app.help.frame')}
          src={helpUrl(helpKey, locale)}
        />
      )}
      {user && (
        <section className="scr-help-drawer__shortcuts" aria-labelledby="scr-help-shortcuts">
          <H5 id="scr-help-shortcuts">{text('shortcuts.title')}</H5>
          <ShortcutList />
        </section>
      )}
    </Drawer>
  );
};
export default HelpDrawer;
