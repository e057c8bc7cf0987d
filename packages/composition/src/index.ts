// @scr/composition: the one recipe for the adapters the portal and scr give the domain's use cases.
export { composeAdapters, type AdapterOptions, type Adapters } from './compose-adapters.ts';
export { systemClock, systemIds } from './system.ts';
export type { KeyValueStorage } from '@scr/wallet-adapter';
