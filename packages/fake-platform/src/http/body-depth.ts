// A body too large or nested too deep is refused before any schema looks at it. The platform and
// the wallets read these bounds from here: a body one of them takes, the other takes too.
import { BadRequest } from '@feathersjs/errors';

/** A JSON body larger than this (1 MiB) is refused with 413 before it is parsed. */
export const maxBodyBytes = 1024 * 1024;

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

/** Why a body nested deeper than maxBodyDepth is refused, naming its top-level field; undefined when it is not. */
export const depthRefusal = (data: unknown): { field: string; message: string } | undefined => {
  const deep = tooDeep(data);
  if (!deep) return undefined;
  // An empty key names no field a reader could find: the body as a whole is named instead.
  const top = deep[0];
  const field = top === undefined || top === '' ? 'body' : top;
  return { field, message: `Invalid field ${field}: nested more than ${maxBodyDepth} levels deep` };
};

/** Throws the 400 for a body nested deeper than maxBodyDepth, naming its top-level field. */
export const refuseDeepBody = (data: unknown): void => {
  const refusal = depthRefusal(data);
  if (refusal) throw new BadRequest(refusal.message, { field: refusal.field });
};
