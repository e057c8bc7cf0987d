import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@blueprintjs/core/lib/css/blueprint.css';
import '../styles.css';
import type { Clock } from '@scr/domain';
import { loadRuntimeConfig } from '../config/runtime-config.ts';
import { formatterOf, loadPart } from '../i18n/message-parts.ts';
import { isLocale, readStoredLocale } from '../i18n/locale-storage.ts';
import { App } from '../app.tsx';
import { buildFlagsOf } from './build-flags.ts';
import { hasStoredSession } from './stored-session.ts';
import { parseWithoutJit } from './zod-without-jit.ts';

// Before anything parses with zod: no JIT under the CSP (zod-without-jit.ts).
parseWithoutJit();

// The entry point is part of the composition root: it is the one place that builds the container
// (components reach it only through the React context of src/deps/, lint keeps them out of src/di/).
const root = createRoot(document.getElementById('root')!);
const clock: Clock = { now: () => new Date() };
const flags = buildFlagsOf(import.meta.env);

// The runtime config comes first: the API base, product name and build flags are not baked in.
// The login screen's texts (the catalogue's first part, in the stored language) load alongside.
// The container (inversify, the adapters, every use case) is a chunk of its own, loaded on first
// demand: the login screen paints without it (architecture §5); the other pages' texts come with it.
const locale = readStoredLocale();
const storedSession = hasStoredSession(globalThis.sessionStorage);
const texts = loadPart(locale, 'login');
// A reload with a session goes on to a signed-in page: its texts load at once too.
if (storedSession) void loadPart(locale, 'pages').catch(() => undefined);

void Promise.all([loadRuntimeConfig(), texts.catch(() => null)]).then(([result]) =>
  result.match(
    (config) => {
      document.title = config.productName;
      const container = {
        config,
        clock,
        flags,
        storedSession,
        load: () => {
          const shown = document.documentElement.lang;
          void loadPart(isLocale(shown) ? shown : locale, 'pages').catch(() => undefined);
          return import('./container.ts').then((m) => m.createContainer({ config, clock, flags }));
        },
      };
      root.render(
        <StrictMode>
          <App container={container} />
        </StrictMode>,
      );
    },
    (error) => {
      console.error('Runtime config', error);
      void import('./config-error.ts').then((m) => root.render(m.configErrorView(formatterOf(locale))));
    },
  ),
);
