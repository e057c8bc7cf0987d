import { lazy } from 'react';
import type { ShellSlots } from '../../shell/shell-slots.tsx';
import { useSwitchOptionsRead } from './use-switch-options.ts';

const walletBanner = () => import('./wallet-banner.tsx');

/**
 * The newer-wallet banner's code, which every signed-in page shows: the login screen fetches it with
 * the signed-in frame while the user types, so the first page after Login does not wait for it
 * (routes/pages/entry-page.tsx).
 */
export const preloadSessionBanner = (): Promise<unknown> => walletBanner();

/**
 * What the sign-in feature shows in the shell: the newer-wallet banner, which loads once a signed-in
 * user shows (or before, see above), and 'Switch organization', whose dialog loads when first opened
 * (architecture §5: what the first paint does not show loads on demand).
 */
export const signInShellSlots: ShellSlots = {
  SessionBanner: lazy(() => walletBanner().then((m) => ({ default: m.WalletBanner }))),
  useSwitchOptionsRead,
  SwitchOrganizationDialog: lazy(() =>
    import('./switch-organization-dialog.tsx').then((m) => ({ default: m.SwitchOrganizationDialog })),
  ),
};
