import { createContext, useContext, type ComponentType, type ReactNode, type RefObject } from 'react';
import { okAsync } from 'neverthrow';
import type { LoginOption } from '@scr/domain';
import type { ShellUser } from '../session/session-context.tsx';
import type { ResultQueryOptions } from '../server-state/result-query.ts';

/** What the switch-organization dialog is handed by the profile menu. */
export type SwitchOrganizationProps = {
  readonly user: ShellUser;
  readonly options: readonly LoginOption[];
  readonly onClose: () => void;
  /** Where the focus goes back to when the dialog closes (the menu item that opened it is gone). */
  readonly opener?: RefObject<HTMLElement | null>;
};

/**
 * What features show in the shell. The shell, the session and the container's context import no
 * feature (architecture §1: the layers point one way); the composition of the app (app.tsx) hands
 * them the features' parts here. Each slot has a default that shows nothing, so a test may render
 * the shell without them.
 */
export type ShellSlots = {
  /** Above the pages while a user with a wallet is signed in (the newer-wallet banner; may be lazy). */
  readonly SessionBanner: ComponentType<{ readonly walletUrl: string }>;
  /**
   * The read of the other organizations the signed-in email may switch to. A read, not its result:
   * the profile menu runs it as a query, so the query library stays out of the app's first scripts,
   * which hold these slots.
   */
  readonly useSwitchOptionsRead: (user: ShellUser) => ResultQueryOptions<readonly LoginOption[], unknown>;
  /** 'Switch organization' (a lazy component: it loads when first opened). */
  readonly SwitchOrganizationDialog: ComponentType<SwitchOrganizationProps>;
};

const nothing = () => null;
const noOptions = (): ResultQueryOptions<readonly LoginOption[], unknown> => ({
  key: ['switch-options', 'none'],
  load: () => okAsync([]),
  enabled: false,
});
const SlotsContext = createContext<ShellSlots>({
  SessionBanner: nothing,
  useSwitchOptionsRead: noOptions,
  SwitchOrganizationDialog: nothing,
});

export const ShellSlotsProvider = ({ slots, children }: { slots: ShellSlots; children: ReactNode }) => (
  <SlotsContext.Provider value={slots}>{children}</SlotsContext.Provider>
);

/** The features' parts of the shell (stable for the app's life, so a slot's hook is called always). */
export const useShellSlots = (): ShellSlots => useContext(SlotsContext);
