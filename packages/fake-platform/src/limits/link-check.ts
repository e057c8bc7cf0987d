// The link-token pages under the attempt limit: a token that names nothing (404) is a guess and
// counts; any other answer (the page, a missing, expired or used link) gives the point back.
import { NotFound } from '@feathersjs/errors';
import type { Ctx } from '../context.ts';
import type { Params } from '../http/params.ts';

export const limitedLinkCheck = async <T>(
  ctx: Ctx,
  params: Params,
  check: () => T | Promise<T>,
): Promise<T> => {
  const who = { address: params.sourceAddress };
  await ctx.limits.attempt('linkToken', who);
  try {
    const found = await check();
    await ctx.limits.succeeded('linkToken', who);
    return found;
  } catch (error) {
    if (!(error instanceof NotFound)) await ctx.limits.succeeded('linkToken', who);
    throw error;
  }
};
