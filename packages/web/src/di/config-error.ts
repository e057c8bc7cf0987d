import { createElement } from 'react';
import { createIntl } from 'react-intl';
import type { Catalogue, Locale } from '@scr/domain';

/** What shows when /config.json cannot be read: the app cannot start without it. */
export const configErrorView = (locale: Locale, messages: Catalogue) =>
  createElement(
    'p',
    { className: 'scr-page', role: 'alert' },
    createIntl({ locale, defaultLocale: 'en', messages }).formatMessage({ id: 'app.config.error' }),
  );
