import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { PleaseWaitDialog } from './please-wait-dialog.tsx';
import { SessionExpiredDialog } from './session-expired-dialog.tsx';
import { FinalActivationDialog } from './final-activation-dialog.tsx';

type ShellDialogs = {
  /** 'Please wait' while a slow step runs (the wallet handshake, a login). */
  readonly setPleaseWait: (shown: boolean) => void;
  /** 'Your session has expired': its only way out is logout (spec §8). */
  readonly showSessionExpired: () => void;
  /** 'Contact us for your final activation'. */
  readonly showFinalActivation: () => void;
};

const DialogsContext = createContext<ShellDialogs | null>(null);

/** The app-wide dialogs of spec §2.3, opened from anywhere below through useShellDialogs(). */
export const ShellDialogsProvider = ({ children }: { children: ReactNode }) => {
  const [pleaseWait, setPleaseWait] = useState(false);
  const [sessionExpired, setSessionExpired] = useState(false);
  const [finalActivation, setFinalActivation] = useState(false);
  const value = useMemo<ShellDialogs>(
    () => ({
      setPleaseWait,
      showSessionExpired: () => setSessionExpired(true),
      showFinalActivation: () => setFinalActivation(true),
    }),
    [],
  );
  return (
    <DialogsContext.Provider value={value}>
      {children}
      <PleaseWaitDialog isOpen={pleaseWait} />
      <SessionExpiredDialog isOpen={sessionExpired} onLoggedOut={() => setSessionExpired(false)} />
      <FinalActivationDialog isOpen={finalActivation} onClose={() => setFinalActivation(false)} />
    </DialogsContext.Provider>
  );
};

export const useShellDialogs = (): ShellDialogs => {
  const dialogs = useContext(DialogsContext);
  if (!dialogs) throw new Error('useShellDialogs() needs a <ShellDialogsProvider> above it');
  return dialogs;
};
