// Request bodies are checked with zod; the first problem becomes a 400 naming the field.
import { BadRequest } from '@feathersjs/errors';
import { z } from 'zod';
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

export const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Email is not valid' }));
export const text = (max = 200) => z.string().trim().min(1, 'is required').max(max);
export const optionalText = (max = 200) => z.string().trim().max(max).nullable().optional();
export const id = z.number().int().positive();
export const adminRoles = z.array(z.enum(['org_mgr', 'usr_mgr', 'cnx_mgr'])).max(3);
export const userRole = z.enum(['regular', 'viewer']);
export const lang = z.enum(['en', 'nl']);
export const encrData = z.looseObject({ publicKey: z.string().min(1).max(5000) });
