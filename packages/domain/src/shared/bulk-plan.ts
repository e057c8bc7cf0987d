import type { MessageRef } from '../messages/catalogue.ts';

/** A row the rules keep out of a bulk action, and why, in words. */
export type Excluded<T> = { readonly item: T; readonly reason: MessageRef };
/** What a bulk action will do: the rows it acts on, in the selection's order, and the ones it leaves. */
export type BulkPlan<T> = { readonly included: readonly T[]; readonly excluded: readonly Excluded<T>[] };

/**
 * Splits a selection into the rows a bulk action takes and the ones it leaves, with why, keeping the
 * selection's order. `refusal` is the single row's rule. Rows run one after another, so a rule may
 * depend on what the earlier included rows change: `state` starts at `initial` and `after` moves it
 * on past each included row (a delete lowers the admin counts the next row is judged on).
 */
export const planBulk = <T, S = null>(
  items: readonly T[],
  refusal: (item: T, state: S) => MessageRef | null,
  order: { readonly initial: S; readonly after: (state: S, included: T) => S } = {
    initial: null as S,
    after: (state) => state,
  },
): BulkPlan<T> => {
  const included: T[] = [];
  const excluded: Excluded<T>[] = [];
  let state = order.initial;
  for (const item of items) {
    const reason = refusal(item, state);
    if (reason) {
      excluded.push({ item, reason });
      continue;
    }
    included.push(item);
    state = order.after(state, item);
  }
  return { included, excluded };
};

/** The rows a bulk action leaves out for one and the same reason, in the selection's order. */
export type ExclusionGroup<T> = { readonly reason: MessageRef; readonly items: readonly T[] };

/** A reason's identity: its text id and the values it is worded with, by name (same words, same group). */
const reasonKey = (reason: MessageRef): string =>
  JSON.stringify([
    reason.id,
    Object.entries(reason.values ?? {})
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, value]) => [name, typeof value === 'object' ? reasonKey(value) : value]),
  ]);

/**
 * Groups the rows a plan leaves out by their reason, so a confirmation says each reason once with
 * how many rows it keeps out (selecting every row that matches can leave hundreds out for the same
 * two or three reasons). Groups come in the order their first row was selected; each keeps its rows
 * in the selection's order. Linear in the rows.
 */
export const groupExclusions = <T>(excluded: readonly Excluded<T>[]): ExclusionGroup<T>[] => {
  const groups = new Map<string, { reason: MessageRef; items: T[] }>();
  for (const { item, reason } of excluded) {
    const key = reasonKey(reason);
    const group = groups.get(key);
    if (group) group.items.push(item);
    else groups.set(key, { reason, items: [item] });
  }
  return [...groups.values()];
};
