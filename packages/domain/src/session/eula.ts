import { z } from 'zod';

/** An EULA version (product-reference §3). */
export const eulaSchema = z.object({ id: z.number().int(), createdAt: z.string() });
export type Eula = z.infer<typeof eulaSchema>;

/** An acceptance of an EULA by one organization user. */
export const eulaAcceptanceSchema = z.object({ orgUserId: z.number().int(), eulaId: z.number().int() });
export type EulaAcceptance = z.infer<typeof eulaAcceptanceSchema>;

/** The newest EULA by createdAt (ISO timestamps compare as text; ties keep the higher id). */
export const newestEula = (eulas: readonly Eula[]): Eula | null =>
  eulas.reduce<Eula | null>(
    (best, e) =>
      best === null ||
      Date.parse(e.createdAt) > Date.parse(best.createdAt) ||
      (Date.parse(e.createdAt) === Date.parse(best.createdAt) && e.id > best.id)
        ? e
        : best,
    null,
  );

/** Pending when a newest EULA exists and this organization user has not accepted it (product-reference §1, §4). */
export const isEulaPending = (
  eulas: readonly Eula[],
  acceptances: readonly EulaAcceptance[],
  orgUserId: number,
): boolean => {
  const newest = newestEula(eulas);
  return newest !== null && !acceptances.some((a) => a.orgUserId === orgUserId && a.eulaId === newest.id);
};
