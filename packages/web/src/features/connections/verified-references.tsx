import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useConnections } from './connections-context.tsx';
import { useResultQuery } from '../../server-state/result-query.ts';
import { connectionsKeys } from './connections-keys.ts';

type Verified = {
  /** The references our wallet holds as verified; empty while unknown or when the wallet cannot say. */
  readonly references: ReadonlySet<string>;
  /** Reads them again (after an admin marked one). */
  readonly reload: () => void;
};

const none: ReadonlySet<string> = new Set();
const VerifiedContext = createContext<Verified>({ references: none, reload: () => undefined });

/**
 * The table's 'Verified' badges come from our wallet, never from the platform. They are read with
 * every page of a tab and quietly stay empty when the wallet cannot answer (the failure table shows
 * nothing for a wallet's failure to load; an expired session still gets its dialog): the badge is a
 * comfort, the page works without it.
 */
export const VerifiedReferencesProvider = ({ children }: { children: ReactNode }) => {
  const { useCases, page } = useConnections();
  const client = useQueryClient();
  const verified = useResultQuery({
    key: connectionsKeys.verified(page?.tab, page?.page),
    load: () => useCases.verifiedReferences(),
    enabled: page !== null,
  });
  const reload = useCallback(
    () => void client.invalidateQueries({ queryKey: connectionsKeys.verifiedAll }),
    [client],
  );
  const references = verified.data ?? none;
  const value = useMemo(() => ({ references, reload }), [references, reload]);
  return <VerifiedContext.Provider value={value}>{children}</VerifiedContext.Provider>;
};

export const useVerifiedReferences = (): Verified => useContext(VerifiedContext);
