import { createElement } from 'react';
import type { MessageFormatter } from '@scr/domain';

/** What shows when /config.json cannot be read: the app cannot start without it. */
export const configErrorView = (formatter: MessageFormatter) =>
  createElement('p', { className: 'scr-page', role: 'alert' }, formatter.format({ id: 'app.config.error' }));
