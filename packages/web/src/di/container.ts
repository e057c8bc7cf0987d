import { Container } from 'inversify';
import type { Clock, IdGenerator } from '@scr/domain';
import type { RuntimeConfig } from '../config/runtime-config.ts';
import { tokens } from '../deps/tokens.ts';

export type ContainerOptions = {
  readonly config: RuntimeConfig;
  /** Overrides for tests: a fixed clock, predictable ids. */
  readonly clock?: Clock;
  readonly ids?: IdGenerator;
};

const systemClock: Clock = { now: () => new Date() };
const browserIds: IdGenerator = { uuid: () => crypto.randomUUID() };

/**
 * The composition root (DESIGN §1): factories bound with toDynamicValue + singleton scope, no
 * decorators. Only src/di/ may import @scr/api-adapter and @scr/wallet-adapter (lint enforces it).
 */
export const createContainer = (options: ContainerOptions): Container => {
  const container = new Container();
  container.bind(tokens.config).toConstantValue(options.config);
  container
    .bind(tokens.clock)
    .toDynamicValue(() => options.clock ?? systemClock)
    .inSingletonScope();
  container
    .bind(tokens.ids)
    .toDynamicValue(() => options.ids ?? browserIds)
    .inSingletonScope();

  bindApiAdapter(container);
  bindWalletAdapter(container);
  bindUseCases(container);
  return container;
};

/**
 * The platform gateways from @scr/api-adapter, over `config.apiBase` and the SessionStore
 * (session storage for the API token, local storage for wallet tokens, spec §9). Filled in the
 * sign-in step, once the adapter exports its factories.
 */
const bindApiAdapter = (_container: Container): void => {};

/** The Wallet port from @scr/wallet-adapter (hosted wallet from config, company wallets by URL). */
const bindWalletAdapter = (_container: Container): void => {};

/** The domain use cases (sign-in, logout, ...) as factories over the ports above. */
const bindUseCases = (_container: Container): void => {};
