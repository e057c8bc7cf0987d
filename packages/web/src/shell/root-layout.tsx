import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { ShellDialogsProvider } from './dialogs/shell-dialogs.tsx';
import { HelpProvider } from './help.tsx';
import { SnackbarProvider } from './snackbars.tsx';
import { VersionTag } from './version-tag.tsx';
import '../ui/dialogs.css';

/** Everything every route shares: help drawer, dialogs, snackbars and version tag (the cookie banner is app.tsx's). */
export const RootLayout = () => (
  <HelpProvider>
    <SnackbarProvider>
      <ShellDialogsProvider>
        {/* A page that needs the container before it is loaded waits here (src/deps/). */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
        <VersionTag />
      </ShellDialogsProvider>
    </SnackbarProvider>
  </HelpProvider>
);
