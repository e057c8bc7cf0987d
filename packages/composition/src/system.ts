// The clock and the id generator of a real run, the same in a browser and in Node (both have the
// WebCrypto randomUUID on globalThis): tests bind their own fixed ones instead.
import type { Clock, IdGenerator } from '@scr/domain';

export const systemClock: Clock = { now: () => new Date() };

export const systemIds: IdGenerator = { uuid: () => globalThis.crypto.randomUUID() };
