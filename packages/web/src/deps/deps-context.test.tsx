import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTransition, Suspense, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { Container } from 'inversify';
import { testContainer } from '../test/render.tsx';
import { DepsProvider, useDeps, type LazyContainer } from './deps-context.tsx';
import { tokens } from './tokens.ts';

/** A container whose load answers only when `arrive` is called, as the container's chunk does. */
const arrivingLater = () => {
  const container = testContainer();
  let arrive = () => {};
  const loaded = new Promise<Container>((resolve) => (arrive = () => resolve(container)));
  const lazy: LazyContainer = {
    config: container.get(tokens.config),
    clock: container.get(tokens.clock),
    storedSession: false,
    load: () => loaded,
  };
  return { lazy, arrive: () => arrive() };
};

/** Hooks after the container, as a provider that keeps state of its own has them. */
const ProductName = () => {
  const container = useDeps();
  const [name] = useState(() => container.get(tokens.config).productName);
  return <p>{name}</p>;
};

const reactActEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const actEnvironment = reactActEnvironment.IS_REACT_ACT_ENVIRONMENT;
afterEach(() => {
  reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  document.body.replaceChildren();
});

describe('a component that needs the container before it is built', () => {
  it('renders in a transition once it arrives, without a recoverable error', async () => {
    // The app's first render is a transition (src/di/main.tsx), scheduled as in the browser, not in act().
    reactActEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const logged = vi.spyOn(console, 'error');
    const recovered: unknown[] = [];
    const element = document.body.appendChild(document.createElement('div'));
    const root = createRoot(element, { onRecoverableError: (error) => recovered.push(error) });
    const { lazy, arrive } = arrivingLater();
    startTransition(() =>
      root.render(
        <DepsProvider container={lazy}>
          <Suspense fallback={<p>waiting</p>}>
            <ProductName />
          </Suspense>
        </DepsProvider>,
      ),
    );
    // The render suspends in use(); React replays it in place once the container arrives.
    await new Promise((resolve) => setTimeout(resolve, 20));
    arrive();
    await vi.waitFor(() => expect(element.textContent).toBe(testContainer().get(tokens.config).productName));
    expect(recovered).toEqual([]);
    expect(logged).not.toHaveBeenCalled();
    root.unmount();
    vi.restoreAllMocks();
  });
});
