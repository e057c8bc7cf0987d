// The parameters Feathers' Koa transport hands a service method.
import type { Headers } from '../auth/guard.ts';

export interface Params {
  query?: unknown;
  headers?: Headers;
  route?: Record<string, string>;
  /** The caller's TCP peer address (limits/http.ts), for the attempt limits. */
  sourceAddress?: string;
  /**
   * Set by a link flow that filed connection requests: their references, for the audit trail, which
   * then records what the call did rather than inferring it from the records' timestamps.
   */
  filedConnections?: string[];
}

/** Path ids are positive decimal integers ('0x1', '1e0' or ' 1' are not id 1); anything else is a 400. */
export const numericId = (id: unknown, name = 'id'): number => {
  const n = Number(id);
  if (!/^[1-9]\d{0,15}$/.test(String(id)) || !Number.isSafeInteger(n)) {
    throw Object.assign(new Error(), { badId: name });
  }
  return n;
};
