import type { ServiceIdentifier } from 'inversify';
import type { Clock, IdGenerator } from '@scr/domain';
import type { RuntimeConfig } from '../config/runtime-config.ts';

/**
 * The container's service identifiers, typed so `useDeps(token)` returns the right type.
 * Components only ever see ports and use cases, never an adapter.
 */
export const tokens = {
  config: Symbol.for('scr.RuntimeConfig') as ServiceIdentifier<RuntimeConfig>,
  clock: Symbol.for('scr.Clock') as ServiceIdentifier<Clock>,
  ids: Symbol.for('scr.IdGenerator') as ServiceIdentifier<IdGenerator>,
  // Bound in a later step (see src/di/container.ts):
  // sessionStore, api gateways (@scr/api-adapter), wallet (@scr/wallet-adapter), and the session use cases.
} as const;
