import { HotkeysProvider } from '@blueprintjs/core';
import { Outlet } from 'react-router';
import { OrganizationScope } from '../../session/organization-scope.tsx';
import { AppTopBar } from '../../shell/app-top-bar.tsx';
import { SkipLink } from '../../shell/skip-link.tsx';
import { ServerStateProvider } from '../../server-state/server-state-provider.tsx';
import { ShellKeys } from '../../shell/hotkeys/shell-keys.tsx';
import { ShortcutsDialog } from '../../shell/hotkeys/shortcuts-dialog.tsx';

/**
 * The frame of the signed-in pages: the top bar above the page. The hotkeys context (the users
 * table's keyboard navigation, the keyboard shortcuts and their overlay on '?') and the server state
 * (the top bar reads too: the profile menu's other organizations) live here, not at the root, so the
 * login route does not load them.
 */
export const SignedInFrame = ({ children }: { children: React.ReactNode }) => (
  <ServerStateProvider>
    <HotkeysProvider
      renderDialog={(state, { handleDialogClose }) => (
        <ShortcutsDialog isOpen={state.isDialogOpen} onClose={handleDialogClose} />
      )}
    >
      <ShellKeys />
      <SkipLink target="scr-main" />
      <header>
        <AppTopBar />
      </header>
      <main className="scr-main" id="scr-main" tabIndex={-1}>
        {children}
      </main>
    </HotkeysProvider>
  </ServerStateProvider>
);

/**
 * Pages behind a login (product-reference §2.1); the route table sends signed-out users to the login
 * screen before this module loads (routes.tsx).
 */
export const AdminLayout = () => (
  <SignedInFrame>
    <OrganizationScope>
      <Outlet />
    </OrganizationScope>
  </SignedInFrame>
);
export { AdminLayout as Component };
