// /eulas (newest first with $sort[createdAt]=-1) and /eulas-users (the caller's own acceptances).
// Any signed-in user, for themselves (the access policy): the EULA gate comes before the admin area.
import type { Ctx } from '../context.ts';
import { authenticate } from '../auth/guard.ts';
import { contractBody, contractQuery } from '../http/contract.ts';
import type { Params } from '../http/params.ts';
import { userIdOf } from './organization-users.ts';
import { NotFound, BadRequest } from '@feathersjs/errors';

export const eulasService = (ctx: Ctx) => ({
  async find(params: Params) {
    const query = contractQuery('findEulas', params.query);
    return ctx.store.eulas.find(query, false);
  },
  async get(rawId: unknown) {
    const eula = ctx.store.eulas.get(userIdOf(rawId));
    if (!eula) throw new NotFound('No such EULA');
    return eula;
  },
});

export const eulasUsersService = (ctx: Ctx) => ({
  async find(params: Params) {
    const actor = await authenticate(ctx, params);
    const query = contractQuery('findEulaAcceptances', params.query);
    return ctx.store.eulasUsers.find({ ...query, orgUserId: actor.user.id }, false);
  },
  // The caller accepts for themselves (the access policy compares orgUserId, before this runs).
  async create(data: unknown) {
    const body = contractBody('acceptEula', data);
    if (!ctx.store.eulas.get(body.eulaId))
      throw new BadRequest('Invalid field eulaId: no such EULA', { field: 'eulaId' });
    return ctx.store.eulasUsers.insert({ ...body, createdAt: ctx.nowIso() });
  },
});
