// A body nested too deep is refused before any schema looks at it.
import { BadRequest } from '@feathersjs/errors';

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

/** Throws the 400 for a body nested deeper than maxBodyDepth, naming its top-level field. */
export const refuseDeepBody = (data: unknown): void => {
  const deep = tooDeep(data);
  if (!deep) return;
  const field = deep[0] ?? 'body';
  throw new BadRequest(`Invalid field ${field}: nested more than ${maxBodyDepth} levels deep`, { field });
};
