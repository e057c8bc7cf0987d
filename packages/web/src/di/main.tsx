import './zod-jitless.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '../styles.css';
import type { Container } from 'inversify';
import { isLocale, type Clock } from '@scr/domain';
import { tokens } from '../deps/tokens.ts';
import { loadRuntimeConfig } from '../config/runtime-config.ts';
import { catalogueOf, loadPart } from '../i18n/message-parts.ts';
import { initialLocale } from '../i18n/locale-storage.ts';
import { App } from '../app.tsx';
import { preloadRoutesAt } from '../routes/routes.tsx';
import { buildFlagsOf } from './build-flags.ts';
import { hasStoredSession } from '../session/stored-session.ts';
import { ignoreFailure } from '../server-state/ignore-failure.ts';
import { readConsent } from '../shell/cookie.ts';
import { AfterPaint } from '../ui/after-paint.tsx';

// The entry point is part of the composition root: it is the one place that builds the container
// (components reach it only through the React context of src/deps/, lint keeps them out of src/di/).
const root = createRoot(document.getElementById('root')!);
const clock: Clock = { now: () => new Date() };
const flags = buildFlagsOf(import.meta.env);

// The runtime config comes first: the API base, product name and build flags are not baked in.
// The login screen's texts (the catalogue's first part, in the first paint's language) load alongside.
// The container (inversify, the adapters, every use case) is a chunk of its own, loaded on first
// demand: the login screen paints without it (architecture §5); the other pages' texts come with it.
const locale = initialLocale();
const storedSession = hasStoredSession(globalThis.sessionStorage);
const texts = loadPart(locale, 'login');
// A reload with a session while the cookie banner is to show: the banner is the first paint, and the
// page's own files (container, layout, page, its texts) start once it has painted.
// Downloaded alongside, they took the slow link from the banner's few files, and a phone showed
// nothing until the whole page had arrived. Without the banner the page is the first paint: its files
// start at once (index.html preloads them, src/di/preload-route.ts).
const bannerFirst = import.meta.env.PROD && storedSession && readConsent() === null;
let firstPainted = () => {};
/** The page's files start now, or after the first paint when the banner comes first. */
const pageStart = bannerFirst ? new Promise<void>((resolve) => (firstPainted = resolve)) : Promise.resolve();

// A reload with a session: the container's chunk, the page's texts and its route modules start
// together (the session's check needs the container; the page renders once it is known).
const containerModule = storedSession ? pageStart.then(() => import('./container.ts')) : null;
if (storedSession)
  void pageStart.then(() => {
    void loadPart(locale, 'pages').catch(() => undefined);
    void preloadRoutesAt(globalThis.location.pathname).catch(() => undefined);
  });

// The login screen (no session, at /).
const loginFirst = !storedSession && globalThis.location.pathname === '/';
// The first render waits for its texts; the login screen's also for its route's modules (preloaded by
// index.html), so that it paints in that render (routes.tsx).
const painted = Promise.all([
  texts.catch(() => null),
  loginFirst ? preloadRoutesAt('/').catch(() => null) : null,
]);
void loadRuntimeConfig().match(
  (config) =>
    painted.then(() => {
      document.title = config.productName;
      let built: Promise<Container> | undefined;
      const container = {
        config,
        clock,
        flags,
        storedSession,
        load: () => {
          const shown = document.documentElement.lang;
          void loadPart(isLocale(shown) ? shown : locale, 'pages').catch(() => undefined);
          return (built ??= (containerModule ?? import('./container.ts')).then((m) =>
            m.createContainer({ config, clock, flags, storedSession }),
          ));
        },
      };
      // The stored session's check (the platform's answers) starts before the first render, not after
      // it: the session provider then waits for the answer already on its way (restoreSession is once
      // per container) and reads it there; it never fails (anything wrong starts at the login screen).
      if (storedSession) void container.load().then((c) => ignoreFailure(c.get(tokens.restoreSession)));
      // A transition: React renders in slices that yield to the browser between them, not in one
      // long task before the first paint (a slow phone's main thread stays free for input).
      startTransition(() =>
        root.render(
          <StrictMode>
            <App container={container} />
            {bannerFirst && <AfterPaint run={firstPainted} />}
          </StrictMode>,
        ),
      );
    }),
  (error) =>
    painted.then(() => {
      console.error('Runtime config', error);
      void import('./config-error.ts').then((m) =>
        root.render(m.configErrorView(locale, catalogueOf(locale))),
      );
    }),
);
