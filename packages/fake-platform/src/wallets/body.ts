// Reading typed fields out of a JSON request body, with clear 400 messages.
import { badRequest } from './http-errors.ts';
import type { HandshakeData } from './handshake.ts';

export const text = (body: Record<string, unknown>, field: string): string => {
  const v = body[field];
  if (typeof v !== 'string' || v.length === 0) throw badRequest(`'${field}' must be a non-empty string`);
  return v;
};

/** A string field that may be absent or null (null then). */
export const optionalText = (body: Record<string, unknown>, field: string): string | null => {
  const v = body[field];
  if (v === undefined || v === null) return null;
  if (typeof v !== 'string' || v.length === 0)
    throw badRequest(`'${field}' must be a non-empty string or null`);
  return v;
};

export const id = (body: Record<string, unknown>, field: string): number => {
  const v = body[field];
  if (typeof v !== 'number' || !Number.isSafeInteger(v)) throw badRequest(`'${field}' must be an integer`);
  return v;
};

export const handshakeData = (body: Record<string, unknown>, field: string): HandshakeData => {
  const v = body[field];
  if (!v || typeof v !== 'object') throw badRequest(`'${field}' must be an object with a publicKey`);
  const d = v as Record<string, unknown>;
  const publicKey = text(d, 'publicKey');
  const ciphertext = typeof d['ciphertext'] === 'string' ? d['ciphertext'] : undefined;
  const iv = typeof d['iv'] === 'string' ? d['iv'] : undefined;
  return {
    publicKey,
    ...(ciphertext === undefined ? {} : { ciphertext }),
    ...(iv === undefined ? {} : { iv }),
  };
};

export const record = (body: Record<string, unknown>, field: string): Record<string, unknown> => {
  const v = body[field];
  if (!v || typeof v !== 'object' || Array.isArray(v)) throw badRequest(`'${field}' must be an object`);
  return v as Record<string, unknown>;
};

export type ResetItem = { id: number; userId: number; adminId: number };

export const resetItems = (body: Record<string, unknown>): ResetItem[] => {
  const v = body['items'];
  if (!Array.isArray(v) || v.length === 0) throw badRequest("'items' must be a non-empty list");
  return v.map((item: unknown) => {
    if (!item || typeof item !== 'object') throw badRequest("Each of 'items' must be an object");
    const r = item as Record<string, unknown>;
    return { id: id(r, 'id'), userId: id(r, 'userId'), adminId: id(r, 'adminId') };
  });
};
