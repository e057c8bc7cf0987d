import { lazy } from 'react';
import type { ShellSlots } from '../../shell/shell-slots.tsx';
import { useSwitchOptionsRead } from './use-switch-options.ts';

/**
 * What the sign-in feature shows in the shell: the newer-wallet banner, which loads once a signed-in
 * user shows, and 'Switch organization', whose dialog loads when first opened (architecture §5: what the first paint does not show loads
 * on demand).
 */
export const signInShellSlots: ShellSlots = {
  SessionBanner: lazy(() => import('./wallet-banner.tsx').then((m) => ({ default: m.WalletBanner }))),
  useSwitchOptionsRead,
  SwitchOrganizationDialog: lazy(() =>
    import('./switch-organization-dialog.tsx').then((m) => ({ default: m.SwitchOrganizationDialog })),
  ),
};
