import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** gzip -9 size in bytes: the same level for the app and the baseline. */
export const gzipSize = (bytes: Uint8Array | string): number => gzipSync(bytes, { level: 9 }).length;

/** Brotli size in bytes at its highest quality, what a CDN serving precompressed files sends. */
export const brotliSize = (bytes: Uint8Array | string): number =>
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

export const kb = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10;
export const ms = (value: number): number => Math.round(value);
export const fmtKb = (bytes: number): string => `${kb(bytes).toFixed(1)} KB`;
export const list = (values: readonly number[]): string => values.map((v) => Math.round(v)).join(', ');
