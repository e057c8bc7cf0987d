import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useUseCase } from '../deps/deps-context.tsx';
import { tokens } from '../deps/tokens.ts';

/**
 * The server state of the composition root in reach of the pages below. It sits in the signed-in
 * frame, not at the root, so the login route's scripts do not carry the query library.
 */
export const ServerStateProvider = ({ children }: { children: ReactNode }) => {
  const { client } = useUseCase(tokens.serverState);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
};
