import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useConnections } from './connections-context.tsx';
import { ignoreFailure } from '../../server-state/ignore-failure.ts';

type Verified = {
  /** The references our wallet holds as verified; empty while unknown or when the wallet cannot say. */
  readonly references: ReadonlySet<string>;
  /** Reads them again (after an admin marked one). */
  readonly reload: () => void;
};

const VerifiedContext = createContext<Verified>({ references: new Set(), reload: () => undefined });

/**
 * The table's 'Verified' badges come from our wallet, never from the platform. They are read beside
 * every page load (not after it) and quietly stay empty when the wallet cannot answer: the badge is a
 * comfort, the page works without it.
 */
export const VerifiedReferencesProvider = ({ children }: { children: ReactNode }) => {
  const { useCases, page } = useConnections();
  const [references, setReferences] = useState<ReadonlySet<string>>(new Set());
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!page) return;
    let live = true;
    // A wallet that cannot say leaves the badges off (loadVerifiedReferences): no error is shown.
    ignoreFailure(
      () => useCases.verifiedReferences(),
      (refs) => {
        if (live) setReferences(refs);
      },
    );
    return () => {
      live = false;
    };
  }, [useCases, page, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return <VerifiedContext.Provider value={{ references, reload }}>{children}</VerifiedContext.Provider>;
};

export const useVerifiedReferences = (): Verified => useContext(VerifiedContext);
