import { useState } from 'react';
import type { Container } from 'inversify';
import { RouterProvider } from 'react-router/dom';
import { OverlaysProvider } from '@blueprintjs/core';
import { DepsProvider, type LazyContainer } from './deps/deps-context.tsx';
import { LocaleProvider } from './i18n/locale-provider.tsx';
import { SessionProvider } from './session/session-context.tsx';
import { createAppRouter } from './routes/routes.tsx';
import { ThemeProvider } from './shell/theme/theme-provider.tsx';
import { CookieBanner } from './shell/cookie-banner.tsx';
import { ShellSlotsProvider } from './shell/shell-slots.tsx';
import { signInShellSlots } from './features/sign-in/shell-slots.ts';

/**
 * The app: container, theme, language and session above the routes of product-reference §2.1, in
 * React Router's data router (a page holds a navigation back while it has unsaved changes:
 * routes/leave-guard.tsx). The router is made once per app.
 * Blueprint's overlay stack is provided here; its hotkeys context only around the signed-in pages
 * (admin-layout.tsx). The cookie banner (fixed at the bottom) is outside the session and the routes:
 * one element for the page's life. While a reload checks its stored session it is the first paint
 * (the page does not wait blank for the platform's answers), and it stays the same element when the
 * page comes: mounted again, it was painted a second time, and a phone's largest paint waited for
 * the whole page.
 */
export const App = ({ container }: { container: Container | LazyContainer }) => {
  const [router] = useState(createAppRouter);
  return (
    <DepsProvider container={container}>
      <ShellSlotsProvider slots={signInShellSlots}>
        <ThemeProvider>
          <LocaleProvider>
            <OverlaysProvider>
              <SessionProvider>
                <RouterProvider router={router} />
              </SessionProvider>
              <CookieBanner />
            </OverlaysProvider>
          </LocaleProvider>
        </ThemeProvider>
      </ShellSlotsProvider>
    </DepsProvider>
  );
};
