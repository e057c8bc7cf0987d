import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useOpenedOnce } from '../opened-once.ts';

// Each dialog's code loads when it first opens (architecture §5).
const PleaseWaitDialog = lazy(() =>
  import('./please-wait-dialog.tsx').then((m) => ({ default: m.PleaseWaitDialog })),
);
const SessionExpiredDialog = lazy(() =>
  import('./session-expired-dialog.tsx').then((m) => ({ default: m.SessionExpiredDialog })),
);
const FinalActivationDialog = lazy(() =>
  import('./final-activation-dialog.tsx').then((m) => ({ default: m.FinalActivationDialog })),
);

/** A step that ends sooner never flashes 'Please wait' (nor its backdrop) over the page. */
export const PLEASE_WAIT_GRACE_MS = 200;

type ShellDialogs = {
  /**
   * Runs a step that locks the whole page under 'Please wait' (shown once it takes longer than
   * PLEASE_WAIT_GRACE_MS) and closes it however the step ends, failure included. Steps may overlap:
   * the dialog stays until the last one ends.
   */
  readonly whilePleaseWait: <T>(step: () => Promise<T>) => Promise<T>;
  /** 'Your session has expired': its only way out is logout (product-reference §8). */
  readonly showSessionExpired: () => void;
  /**
   * True while 'Your session has expired' is open: the page behind offers no way on of its own (a
   * failed load's Retry would only fail again), the dialog is the one.
   */
  readonly sessionEnded: boolean;
  /** 'Contact us for your final activation'. */
  readonly showFinalActivation: () => void;
};

const DialogsContext = createContext<ShellDialogs | null>(null);

/** The app-wide dialogs of product-reference §2.3, opened from anywhere below through useShellDialogs(). */
export const ShellDialogsProvider = ({ children }: { children: ReactNode }) => {
  const [running, setRunning] = useState(0);
  const pleaseWait = useAfterGrace(running > 0);
  const [sessionExpired, setSessionExpired] = useState(false);
  const [finalActivation, setFinalActivation] = useState(false);
  const pleaseWaitOpened = useOpenedOnce(pleaseWait);
  const sessionExpiredOpened = useOpenedOnce(sessionExpired);
  const finalActivationOpened = useOpenedOnce(finalActivation);
  const whilePleaseWait = useCallback(async <T,>(step: () => Promise<T>): Promise<T> => {
    setRunning((n) => n + 1);
    try {
      return await step();
    } finally {
      setRunning((n) => n - 1);
    }
  }, []);
  const value = useMemo<ShellDialogs>(
    () => ({
      whilePleaseWait,
      showSessionExpired: () => setSessionExpired(true),
      sessionEnded: sessionExpired,
      showFinalActivation: () => setFinalActivation(true),
    }),
    [whilePleaseWait, sessionExpired],
  );
  return (
    <DialogsContext.Provider value={value}>
      {children}
      <Suspense fallback={null}>
        {pleaseWaitOpened && <PleaseWaitDialog isOpen={pleaseWait} />}
        {sessionExpiredOpened && (
          <SessionExpiredDialog isOpen={sessionExpired} onLoggedOut={() => setSessionExpired(false)} />
        )}
        {finalActivationOpened && (
          <FinalActivationDialog isOpen={finalActivation} onClose={() => setFinalActivation(false)} />
        )}
      </Suspense>
    </DialogsContext.Provider>
  );
};

/** True once `on` has stayed true for PLEASE_WAIT_GRACE_MS; false as soon as it is false. */
const useAfterGrace = (on: boolean): boolean => {
  const [since, setSince] = useState<{ readonly on: boolean; readonly late: boolean }>({ on, late: false });
  if (since.on !== on) setSince({ on, late: false });
  useEffect(() => {
    if (!on) return;
    const timer = setTimeout(() => setSince({ on: true, late: true }), PLEASE_WAIT_GRACE_MS);
    return () => clearTimeout(timer);
  }, [on]);
  return on && since.on && since.late;
};

export const useShellDialogs = (): ShellDialogs => {
  const dialogs = useContext(DialogsContext);
  if (!dialogs) throw new Error('useShellDialogs() needs a <ShellDialogsProvider> above it');
  return dialogs;
};
