// Request bodies are checked with zod; the first problem becomes a 400 naming the field.
import { BadRequest } from '@feathersjs/errors';
import { z } from 'zod';

/** Free-form fields (encrypted data) are stored and echoed: nesting deeper than this is refused. */
export const maxBodyDepth = 32;

/** The path to the first value nested deeper than maxBodyDepth (iterative: deep input cannot overflow). */
const tooDeep = (data: unknown): string[] | undefined => {
  const stack: Array<[unknown, string[]]> = [[data, []]];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (!value || typeof value !== 'object') continue;
    if (path.length >= maxBodyDepth) return path;
    for (const [key, item] of Object.entries(value)) stack.push([item, [...path, key]]);
  }
  return undefined;
};

export const parseBody = <S extends z.ZodType>(schema: S, data: unknown): z.infer<S> => {
  const deep = tooDeep(data);
  if (deep) {
    const field = deep[0] ?? 'body';
    throw new BadRequest(`Invalid field ${field}: nested more than ${maxBodyDepth} levels deep`, { field });
  }
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
