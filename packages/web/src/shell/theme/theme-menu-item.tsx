import { MenuItem } from '@blueprintjs/core';
import { Moon, Tick } from '@blueprintjs/icons';
import { useText } from '../../i18n/use-text.ts';
import { useTheme } from './theme-provider.tsx';

/**
 * The profile menu's theme switch: a checkable menu item (ticked when dark); the menu stays open,
 * so the user sees the change and can take it back.
 */
export const ThemeMenuItem = () => {
  const { theme, toggleTheme } = useTheme();
  const text = useText();
  const dark = theme === 'dark';
  return (
    <MenuItem
      icon={<Moon />}
      text={text('app.theme.dark')}
      role="menuitemcheckbox"
      aria-checked={dark}
      labelElement={dark ? <Tick /> : undefined}
      shouldDismissPopover={false}
      onClick={toggleTheme}
    />
  );
};
