// /connections: requests between two organizations (A = requester). Lists and gets are scoped to
// connections the actor's organization is part of; who may call (org_mgr or cnx_mgr, a party): the
// access policy (auth/authorize.ts).
import { BadRequest, Conflict, NotFound } from '@feathersjs/errors';
import { z } from 'zod';
import type { Ctx } from '../context.ts';
import { maxPageSize } from '../config.ts';
import type { ConnectionRecord } from '../store/records.ts';
import { authenticate } from '../auth/guard.ts';
import { sendMail } from '../dev/mailer.ts';
import { connectionRequestMail, mailLang, type MailLang, type MailText } from '../dev/mail-texts.ts';
import { contractBody, contractQuery } from '../http/contract.ts';
import type { Params } from '../http/params.ts';
import { connectionView } from '../http/views.ts';
import { updateConnection } from './connection-transitions.ts';
import { insertPendingConnection } from './pending-connection.ts';
import { partySortKeys, resolvePartyConditions } from './connection-party.ts';

const uuid = z.uuid();

export const reference = (value: unknown): string => {
  const parsed = uuid.safeParse(value);
  if (!parsed.success)
    throw new BadRequest('Invalid field reference: expected a uuid', { field: 'reference' });
  return parsed.data;
};

/** Open or active connections block a new request between the same two organizations. */
export const openBetween = (ctx: Ctx, a: number, b: number) =>
  ctx.store.connections
    .all()
    .find(
      (c) =>
        !['declined', 'cancelled'].includes(c.status) &&
        ((c.organizationIdA === a && c.organizationIdB === b) ||
          (c.organizationIdA === b && c.organizationIdB === a)),
    );

/** Mails every admin of an organization, each in their own language. */
export const notifyAdmins = (ctx: Ctx, organizationId: number, mail: (lang: MailLang) => MailText) => {
  for (const u of ctx.store.organizationUsers.filter(
    (x) => x.organizationId === organizationId && x.isAdmin && !x.isDeleted,
  )) {
    sendMail(ctx, u.email, mail(mailLang(u.lang)));
  }
};

export const connectionsService = (ctx: Ctx) => ({
  /**
   * A Feathers page `{ total, limit, skip, data }` (our choice; openapi/platform.yaml). Without
   * `$limit` it holds everything (up to maxPageSize); `$limit=0` only counts. `$sort[status]` sorts
   * by order value (pending 1 ... cancelled 6; the store's sorter), `$sort[reference]` makes an order
   * total. The client's conditions, `$or` groups such as `$or[0][status]=pending&$or[0][organizationIdB]=1`
   * included, are ANDed with the scope "A or B is the caller's organization". `name`, `vat`, `email`
   * and `city` are the other party's (filter and sort alike; `$and` groups a filter with a search).
   */
  async find(params: Params) {
    const actor = await authenticate(ctx, params);
    const query = contractQuery('findConnections', params.query);
    const own = { $or: [{ organizationIdA: actor.org.id }, { organizationIdB: actor.org.id }] };
    const { $sort, $limit, $skip, ...asked } = query;
    const conditions = resolvePartyConditions(ctx, actor.org.id, asked);
    // Entries lacking either organization are dropped (product-reference §7). The store drops them while matching,
    // before it counts and pages, so `total` counts exactly the records `data` pages over.
    const bothOrganizations = {
      name: 'both organizations exist',
      test: (c: ConnectionRecord) =>
        ctx.store.organizations.get(c.organizationIdA) !== undefined &&
        ctx.store.organizations.get(c.organizationIdB) !== undefined,
    };
    const page = await ctx.store.connections.find(
      {
        $and: [own, conditions],
        ...($sort ? { $sort } : {}),
        ...($skip ? { $skip } : {}),
        $limit: $limit ?? maxPageSize,
      },
      true,
      bothOrganizations,
      partySortKeys(ctx, actor.org.id),
    );
    return { ...page, data: page.data.map((c) => connectionView(ctx, c, actor.org.id)) };
  },
  async get(id: unknown, params: Params) {
    const actor = await authenticate(ctx, params);
    contractQuery('getConnection', params.query);
    const c = ctx.store.connections.get(reference(id));
    if (!c) throw new NotFound(`No connection ${String(id)}`);
    return connectionView(ctx, c, actor.org.id);
  },
  async create(data: unknown, params: Params) {
    const actor = await authenticate(ctx, params);
    const body = contractBody('createConnection', data);
    const partner = ctx.store.organizations.get(body.organizationIdB);
    if (!partner)
      throw new BadRequest('Invalid field organizationIdB: no such organization', {
        field: 'organizationIdB',
      });
    if (partner.id === actor.org.id) {
      throw new BadRequest('Invalid field organizationIdB: you cannot connect with your own organization', {
        field: 'organizationIdB',
      });
    }
    if (ctx.store.connections.get(body.reference))
      throw new Conflict('A connection with this reference exists', { field: 'reference' });
    const open = openBetween(ctx, actor.org.id, partner.id);
    if (open) {
      throw new Conflict(
        open.status === 'finalized' ? 'A connection was already made' : 'A request was already sent',
        { field: 'organizationIdB', reference: open.reference },
      );
    }
    const c = insertPendingConnection(ctx, {
      reference: body.reference,
      organizationIdA: actor.org.id,
      organizationIdB: partner.id,
      customerReference: body.customerReference ?? null,
      inviteMsg: body.inviteMsg ?? null,
      encrInviterData: body.encrInviterData,
    });
    notifyAdmins(ctx, partner.id, (lang) =>
      connectionRequestMail(lang, {
        requester: actor.org.name,
        partner: partner.name,
        link: `${ctx.urls.base}/organization/connections/pending/${c.reference}`,
      }),
    );
    return connectionView(ctx, c, actor.org.id);
  },
  async patch(id: unknown, data: unknown, params: Params) {
    const actor = await authenticate(ctx, params);
    const ref = reference(id);
    // A re-applied decline mails the requester's admins again: limited like the other re-sends, on
    // this connection and only for its decliner (B), so the requester cannot use up B's count.
    const current = ctx.store.connections.get(ref);
    if (
      current?.status === 'declined' &&
      current.organizationIdB === actor.org.id &&
      (data as { status?: unknown } | null)?.status === 'declined'
    )
      await ctx.limits.attempt('declineMail', { account: ref, address: params.sourceAddress });
    return connectionView(ctx, updateConnection(ctx, actor, ref, data), actor.org.id);
  },
});

/** GET /connections/{reference}/public-key: the inviter's public key, for either side. */
export const connectionPublicKeyService = (ctx: Ctx) => ({
  async find(params: Params) {
    const c = ctx.store.connections.get(reference(params.route?.['reference']));
    if (!c) throw new NotFound('No such connection');
    if (!c.encrInviterData) throw new NotFound('This connection holds no inviter public key');
    return { reference: c.reference, publicKey: c.encrInviterData.publicKey };
  },
});
