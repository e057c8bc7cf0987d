// The parameters Feathers' Koa transport hands a service method.
import type { Headers } from '../auth/guard.ts';

export interface Params {
  query?: unknown;
  headers?: Headers;
  route?: Record<string, string>;
}

/** Path ids are numbers; anything else is a 400. */
export const numericId = (id: unknown, name = 'id'): number => {
  const n = Number(id);
  if (!Number.isInteger(n) || n <= 0) throw Object.assign(new Error(), { badId: name });
  return n;
};
