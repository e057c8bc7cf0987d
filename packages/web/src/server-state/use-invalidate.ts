import { useCallback } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * After a change: the server data under `key` is read again by the pages that show it (what is
 * on screen stays meanwhile). Resolves when the new data is in. The platform reads those pages
 * build on (their organization, a wallet's version) are asked again with them: every re-read marks
 * them stale first (platform-reads.ts, `followPageReads`).
 */
export const useInvalidate = (key: QueryKey): (() => Promise<void>) => {
  const client = useQueryClient();
  // The key is an array literal at the call site: its content, not its identity, names the data.
  const name = JSON.stringify(key);
  return useCallback(
    () => client.invalidateQueries({ queryKey: JSON.parse(name) as QueryKey }),
    [client, name],
  );
};
