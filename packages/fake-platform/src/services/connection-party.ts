// The other party's fields on a connection (name, VAT, email, city): a connection stores only the
// two organization ids, and which one is "the other" depends on who asks. Queries may filter and
// sort on these fields as if the record held them; here they are resolved against the organizations.
import type { Query } from '@feathersjs/feathers';
import type { Ctx } from '../context.ts';
import type { ConnectionRecord, OrganizationRecord } from '../store/records.ts';
import type { SortKeys } from '../store/collection.ts';
import { matcher } from '../store/matcher.ts';

/** The query field and the organization field it reads. */
const partyFields = {
  name: 'name',
  vat: 'vat',
  email: 'contactEmail',
  city: 'city',
} as const satisfies Record<string, keyof OrganizationRecord>;
type PartyField = keyof typeof partyFields;

export const isPartyField = (field: string): field is PartyField => field in partyFields;

const otherId = (c: ConnectionRecord, viewer: number) =>
  c.organizationIdA === viewer ? c.organizationIdB : c.organizationIdA;

/**
 * The query with every condition on a party field replaced by one on the organization ids: "the
 * other side is one of the organizations whose field matches". Other conditions stay as they are.
 */
export const resolvePartyConditions = (ctx: Ctx, viewer: number, query: Query): Query => {
  const resolve = (group: Record<string, unknown>): Record<string, unknown> => {
    const kept: Record<string, unknown> = {};
    const sides: Record<string, unknown>[] = [];
    for (const [key, value] of Object.entries(group)) {
      if ((key === '$or' || key === '$and') && Array.isArray(value))
        kept[key] = value.map((g) => resolve(g as Record<string, unknown>));
      else if (isPartyField(key)) {
        const test = matcher({ [partyFields[key]]: value });
        const ids = ctx.store.organizations.filter((o) => test(o)).map((o) => o.id);
        sides.push({
          $or: [
            { organizationIdA: viewer, organizationIdB: { $oneOf: ids } },
            { organizationIdB: viewer, organizationIdA: { $oneOf: ids } },
          ],
        });
      } else kept[key] = value;
    }
    if (sides.length === 0) return kept;
    const and = [...((kept.$and as unknown[] | undefined) ?? []), ...sides];
    return { ...kept, $and: and };
  };
  return resolve(query as Record<string, unknown>) as Query;
};

/** The party fields as sort keys, seen from `viewer` (`$sort[name]=1` sorts by the other party's name). */
export const partySortKeys = (ctx: Ctx, viewer: number): SortKeys<ConnectionRecord> => ({
  name: `party seen by ${viewer}`,
  fields: Object.fromEntries(
    Object.entries(partyFields).map(([field, column]) => [
      field,
      (c: ConnectionRecord) => ctx.store.organizations.get(otherId(c, viewer))?.[column] ?? null,
    ]),
  ),
});
