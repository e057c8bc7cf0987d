import { createContext, useContext, type ReactNode } from 'react';
import type { Container, ServiceIdentifier } from 'inversify';
import { tokens } from './tokens.ts';
import type { RuntimeConfig } from '../config/runtime-config.ts';

const DepsContext = createContext<Container | null>(null);

/** Puts the container in reach of every component below (our own small inversify-react). */
export const DepsProvider = ({ container, children }: { container: Container; children: ReactNode }) => (
  <DepsContext.Provider value={container}>{children}</DepsContext.Provider>
);

/** The container; throws only on a programming error (a component rendered outside the provider). */
export const useDeps = (): Container => {
  const container = useContext(DepsContext);
  if (!container) throw new Error('useDeps() needs a <DepsProvider> above it');
  return container;
};

/** One bound service or use case by its typed token; singletons, so stable across renders. */
export const useUseCase = <T,>(token: ServiceIdentifier<T>): T => useDeps().get(token);

/** The runtime config (/config.json) the app started with. */
export const useRuntimeConfig = (): RuntimeConfig => useUseCase(tokens.config);
