import qs from 'qs';

/**
 * Feathers reads queries with `qs` (nested brackets: `$sort[createdAt]=-1`,
 * `$or[0][organizationIdA]=1`, `status[$in][0]=pending`); we write them with the same library,
 * so every operator the contract allows round-trips exactly.
 */
export const serializeQuery = (query: unknown): string =>
  qs.stringify(query, { encodeValuesOnly: true, arrayFormat: 'indices', skipNulls: true });
