import { createContext, use, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Container, ServiceIdentifier } from 'inversify';
import type { Clock, RuntimeConfig } from '@scr/domain';
import { tokens } from './tokens.ts';
import { boundService } from './bound-service.ts';

/** Build-time switches of the app (Vite env, packages/web/README.md). */
export type BuildFlags = {
  /** A build for single sign-on without authentication: it logs the user out (product-reference §6). */
  readonly ssoWithoutAuth: boolean;
};
export const defaultBuildFlags: BuildFlags = { ssoWithoutAuth: false };

/**
 * The composition root's container, built on first demand. Its module (inversify, the adapters and
 * every use case) is a chunk of its own, so the login screen paints without it (architecture §5); what the
 * first paint needs (config, clock, build flags) comes along at once.
 */
export type LazyContainer = {
  readonly config: RuntimeConfig;
  readonly clock: Clock;
  readonly flags?: BuildFlags;
  /** True when a stored API session exists: only then must the start wait for the container. */
  readonly storedSession: boolean;
  readonly load: () => Promise<Container>;
};

type Source = {
  readonly config: RuntimeConfig;
  readonly clock: Clock;
  readonly flags: BuildFlags;
  readonly storedSession: boolean;
  /** The container once built, else null. */
  readonly current: () => Container | null;
  /** The container; the same promise on every call (React's use() needs that). */
  readonly load: () => Promise<Container>;
};

// Not `instanceof Container`: that would pull inversify into the entry chunk.
const isLazy = (value: Container | LazyContainer): value is LazyContainer =>
  'storedSession' in value && 'config' in value;

/** A ready container (component tests): everything at once, each a binding it must have. */
const readySource = (container: Container): Source => {
  const ready = Promise.resolve(container);
  return {
    config: boundService(container, tokens.config),
    clock: boundService(container, tokens.clock),
    flags: boundService(container, tokens.buildFlags),
    storedSession: boundService(container, tokens.storedSession),
    current: () => container,
    load: () => ready,
  };
};

/** A container loaded once, on first demand; a failed load (a chunk that did not arrive) may retry. */
const lazySource = (lazy: LazyContainer): Source => {
  let built: Container | null = null;
  let loading: Promise<Container> | null = null;
  return {
    config: lazy.config,
    clock: lazy.clock,
    flags: lazy.flags ?? defaultBuildFlags,
    storedSession: lazy.storedSession,
    current: () => built,
    load: () =>
      (loading ??= lazy.load().then(
        (container) => (built = container),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
  };
};

const DepsContext = createContext<Source | null>(null);

/** Puts the container in reach of every component below (our own small inversify-react). */
export const DepsProvider = ({
  container,
  children,
}: {
  container: Container | LazyContainer;
  children: ReactNode;
}) => {
  const source = useMemo(
    () => (isLazy(container) ? lazySource(container) : readySource(container)),
    [container],
  );
  return <DepsContext.Provider value={source}>{children}</DepsContext.Provider>;
};

const useSource = (): Source => {
  const source = useContext(DepsContext);
  if (!source) throw new Error('useDeps() needs a <DepsProvider> above it');
  return source;
};

/**
 * The container; a component that needs it before it is built suspends until it is (the nearest
 * Suspense boundary shows meanwhile). Throws only on a programming error (no provider above).
 */
export const useDeps = (): Container => {
  const source = useSource();
  // Whether a component waits is decided once, when it mounts, not on each render: a render that
  // suspends in use() is replayed where it stopped once the container arrives, and a replay that
  // then skipped use() would run the hooks after it as updates of hooks it never made. React
  // recovers by rendering the whole root again synchronously, and reports it (minified error #520).
  const [waits] = useState(() => source.current() === null);
  return waits ? use(source.load()) : source.current()!;
};

/** The container as a promise, for event handlers and effects: they never suspend a render. */
export const useContainerLoader = (): (() => Promise<Container>) => useSource().load;

/**
 * One bound service or use case by its typed token; singletons, so stable across renders. A token the
 * container does not bind throws MissingBindingError during the render.
 */
export const useUseCase = <T,>(token: ServiceIdentifier<T>): T => boundService(useDeps(), token);

/** The runtime config (/config.json) the app started with. */
export const useRuntimeConfig = (): RuntimeConfig => useSource().config;

/** The clock of the composition root (a fixed one in tests). */
export const useClock = (): Clock => useSource().clock;

/** The build flags (Vite env at build time). */
export const useBuildFlags = (): BuildFlags => useSource().flags;

/** True when a stored session may be reused at start (the restore then waits for the container). */
export const useStoredSession = (): boolean => useSource().storedSession;
