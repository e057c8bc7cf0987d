// Zod, kept only where openapi/platform.yaml cannot speak: the dev routes (/dev/..., the test clock)
// are not part of the platform's contract, so their bodies are checked here; every platform call's
// body and query is checked against the contract (http/contract.ts). The first problem becomes a 400
// naming the field, in the same words as the contract's.
import { BadRequest } from '@feathersjs/errors';
import type { z } from 'zod';
import { refuseDeepBody } from './body-depth.ts';

export const parseBody = <S extends z.ZodType>(schema: S, data: unknown): z.infer<S> => {
  refuseDeepBody(data);
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const keys = issue && issue.code === 'unrecognized_keys' ? issue.keys : [];
  const field = [...(issue?.path ?? []), ...keys].map(String).join('.') || 'body';
  const why = issue?.code === 'unrecognized_keys' ? 'is not allowed' : (issue?.message ?? 'is invalid');
  throw new BadRequest(`Invalid field ${field}: ${why}`, { field, errors: result.error.issues });
};
