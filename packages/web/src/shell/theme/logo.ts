import { useTheme } from './theme-provider.tsx';

/** The logo of the theme shown: its name in dark text on the light theme, in light text on the dark. */
export const useLogoUrl = (): string => (useTheme().theme === 'dark' ? '/logo-dark.svg' : '/logo.svg');
