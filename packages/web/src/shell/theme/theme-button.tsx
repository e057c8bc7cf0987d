import { Button } from '@blueprintjs/core';
import { Moon } from '@blueprintjs/icons';
import { useText } from '../../i18n/use-text.ts';
import { useTheme } from './theme-provider.tsx';

/** The login page's theme switch: a toggle button beside the language switch, pressed when dark. */
export const ThemeButton = () => {
  const { theme, toggleTheme } = useTheme();
  const text = useText();
  const dark = theme === 'dark';
  return (
    <Button
      variant="minimal"
      icon={<Moon />}
      aria-label={text('app.theme.dark')}
      title={text('app.theme.dark')}
      aria-pressed={dark}
      onClick={toggleTheme}
    />
  );
};
