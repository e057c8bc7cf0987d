import type { Container } from 'inversify';
import { OverlaysProvider } from '@blueprintjs/core';
import { DepsProvider, type LazyContainer } from './deps/deps-context.tsx';
import { LocaleProvider } from './i18n/locale-provider.tsx';
import { SessionProvider } from './session/session-context.tsx';
import { AppRoutes } from './routes/routes.tsx';
import { GuardedBrowserRouter } from './routes/leave-guard.tsx';
import { ThemeProvider } from './shell/theme/theme-provider.tsx';
import { CookieBanner } from './shell/cookie-banner.tsx';
import { ShellSlotsProvider } from './shell/shell-slots.tsx';
import { signInShellSlots } from './features/sign-in/shell-slots.ts';

/**
 * The app: container, theme, language and session above the routes of product-reference §2.1, in the declarative router
 * (the data router's loaders and actions are not used, and its code would weigh on the login route), over
 * a history a page can hold back while it has unsaved changes (routes/leave-guard.tsx).
 * Blueprint's overlay stack is provided here; its hotkeys context only around the signed-in pages
 * (admin-layout.tsx). The cookie banner (fixed at the bottom) is outside the session and the routes:
 * one element for the page's life. While a reload checks its stored session it is the first paint
 * (the page does not wait blank for the platform's answers), and it stays the same element when the
 * page comes: mounted again, it was painted a second time, and a phone's largest paint waited for
 * the whole page.
 */
export const App = ({ container }: { container: Container | LazyContainer }) => (
  <DepsProvider container={container}>
    <ShellSlotsProvider slots={signInShellSlots}>
      <ThemeProvider>
        <LocaleProvider>
          <OverlaysProvider>
            <SessionProvider>
              <GuardedBrowserRouter>
                <AppRoutes />
              </GuardedBrowserRouter>
            </SessionProvider>
            <CookieBanner />
          </OverlaysProvider>
        </LocaleProvider>
      </ThemeProvider>
    </ShellSlotsProvider>
  </DepsProvider>
);
