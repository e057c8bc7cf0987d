import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { OverlayToaster, Position, Toast } from '@blueprintjs/core';
import {
  dismissSnackbar,
  emptySnackbarQueue,
  enqueueSnackbar,
  expireSnackbars,
  type SnackbarInput,
  type SnackbarQueue,
} from '@scr/domain';
import { useUseCase } from '../deps/deps-context.tsx';
import { tokens } from '../deps/tokens.ts';
import { useText } from '../i18n/use-text.ts';

type Snackbars = { readonly notify: (input: SnackbarInput) => void };
const SnackbarContext = createContext<Snackbars | null>(null);

/**
 * Snackbars through a Blueprint OverlayToaster, fed by the domain's queue (spec §2.2, §9): at most
 * 5, no duplicates, 1500/5000/3000 ms. The queue decides; the toasts have no timer of their own.
 */
export const SnackbarProvider = ({ children }: { children: ReactNode }) => {
  const clock = useUseCase(tokens.clock);
  const text = useText();
  const [queue, setQueue] = useState<SnackbarQueue>(emptySnackbarQueue);
  const now = useCallback(() => clock.now().getTime(), [clock]);

  // Wakes up when the first visible snackbar's time is up.
  useEffect(() => {
    const times = queue.visible.map((s) => s.hideAt ?? Infinity);
    if (times.length === 0) return;
    const delay = Math.max(0, Math.min(...times) - now());
    const timer = setTimeout(() => setQueue((q) => expireSnackbars(q, now())), delay);
    return () => clearTimeout(timer);
  }, [queue, now]);

  const value = useMemo<Snackbars>(
    () => ({ notify: (input) => setQueue((q) => enqueueSnackbar(q, input, now())) }),
    [now],
  );
  return (
    <SnackbarContext.Provider value={value}>
      {children}
      <OverlayToaster position={Position.BOTTOM} maxToasts={5} usePortal>
        {queue.visible.map((s) => (
          <Toast
            key={s.id}
            message={text(s.message)}
            intent={s.intent}
            timeout={0}
            onDismiss={() => setQueue((q) => dismissSnackbar(q, s.id, now()))}
          />
        ))}
      </OverlayToaster>
    </SnackbarContext.Provider>
  );
};

/** `notify({ message: { id: 'organizations.saved' }, intent: 'success' })` from any component. */
export const useSnackbars = (): Snackbars => {
  const snackbars = useContext(SnackbarContext);
  if (!snackbars) throw new Error('useSnackbars() needs a <SnackbarProvider> above it');
  return snackbars;
};
