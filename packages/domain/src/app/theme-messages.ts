import { defineMessages } from '../messages/define.ts';

/**
 * The theme switch of the login page and the profile menu: on, the app shows Blueprint's dark theme.
 * Off, the light one. Untouched, the system's preference decides.
 */
export const themeMessages = defineMessages({
  'app.theme.dark': { en: 'Dark theme', nl: 'Donker thema', fr: 'Thème sombre', de: 'Dunkles Design' },
});
