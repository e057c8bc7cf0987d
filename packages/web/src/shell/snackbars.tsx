import {
  createContext,
  lazy,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  dismissSnackbar,
  emptySnackbarQueue,
  enqueueSnackbar,
  expireSnackbars,
  type SnackbarInput,
  type SnackbarQueue,
} from '@scr/domain';
import { useClock } from '../deps/deps-context.tsx';
import { useText } from '../i18n/use-text.ts';

// The toaster's code loads with the first snackbar (architecture §5).
const SnackbarToaster = lazy(() => import('./snackbar-toaster.tsx'));

type Snackbars = { readonly notify: (input: SnackbarInput) => void };
const SnackbarContext = createContext<Snackbars | null>(null);

/** The words of a shown text (runs of non-space). */
const wordCount = (shown: string): number => shown.split(/\s+/).filter(Boolean).length;

/**
 * Snackbars through a Blueprint OverlayToaster, fed by the domain's queue (product-reference §2.2, §9): at most
 * 5, no duplicates, 1500/5000/3000 ms at least, longer for a long text. The queue decides; the toasts
 * have no timer of their own.
 */
export const SnackbarProvider = ({ children }: { children: ReactNode }) => {
  const clock = useClock();
  const text = useText();
  const [queue, setQueue] = useState<SnackbarQueue>(emptySnackbarQueue);
  const now = useCallback(() => clock.now().getTime(), [clock]);
  // A snackbar's time starts when it can be seen: the ones raised while the toaster's code is still
  // loading wait here, else a 1500 ms message raised on a slow link would expire before it was drawn.
  const [asked, setAsked] = useState(false);
  const ready = useRef(false);
  const held = useRef<SnackbarInput[]>([]);
  const enqueue = useCallback(
    (inputs: readonly SnackbarInput[]) =>
      setQueue((q) => inputs.reduce((acc, input) => enqueueSnackbar(acc, input, now()), q)),
    [now],
  );
  const onReady = useCallback(() => {
    ready.current = true;
    enqueue(held.current.splice(0));
  }, [enqueue]);

  // Wakes up when the first visible snackbar's time is up.
  useEffect(() => {
    const times = queue.visible.map((s) => s.hideAt ?? Infinity);
    if (times.length === 0) return;
    const delay = Math.max(0, Math.min(...times) - now());
    const timer = setTimeout(() => setQueue((q) => expireSnackbars(q, now())), delay);
    return () => clearTimeout(timer);
  }, [queue, now]);

  const value = useMemo<Snackbars>(
    () => ({
      notify: (raised) => {
        // The queue keeps a long message until it can be read: it counts the words shown.
        const input = { ...raised, words: wordCount(text(raised.message)) };
        if (ready.current) return enqueue([input]);
        held.current.push(input);
        setAsked(true);
      },
    }),
    [enqueue, text],
  );
  return (
    <SnackbarContext.Provider value={value}>
      {children}
      {asked && (
        <SnackbarToaster
          visible={queue.visible}
          onReady={onReady}
          onDismiss={(id) => setQueue((q) => dismissSnackbar(q, id, now()))}
        />
      )}
    </SnackbarContext.Provider>
  );
};

/** `notify({ message: { id: 'organizations.saved' }, intent: 'success' })` from any component. */
export const useSnackbars = (): Snackbars => {
  const snackbars = useContext(SnackbarContext);
  if (!snackbars) throw new Error('useSnackbars() needs a <SnackbarProvider> above it');
  return snackbars;
};
