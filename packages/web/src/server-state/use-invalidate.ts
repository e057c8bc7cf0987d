import { useCallback } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * After a change: the server data under `key` is read again by the pages that show it (what is
 * on screen stays meanwhile). Resolves when the new data is in.
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
