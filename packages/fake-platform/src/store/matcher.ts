// The store's record matcher: sift, the memory adapter's matcher, with two operators of its own.
import sift, { type Query as SiftQuery } from 'sift';
import type * as Sift from 'sift';
import type { Query } from '@feathersjs/feathers';
import { likeMatcher } from './like.ts';

// sift is CommonJS: Node's ESM loader gives only its default export, which carries the helpers.
const { createEqualsOperation } = sift as unknown as typeof Sift;

/** The operators `matcher` adds to sift's: the memory service must let them through its query check. */
export const storeOperators = ['$oneOf', '$ilike'] as const;

/**
 * - `{ field: { $oneOf: [ids] } }` is `$in` tested against a Set, so a condition over thousands of
 *   ids (a search resolved to the organizations it found) costs one lookup per record. The HTTP
 *   query parser never lets it through: the server writes it.
 * - `{ field: { $ilike: pattern } }` is SQL ILIKE on a text field (store/like.ts). The pattern stays
 *   the text the request sent, so the query cache's key (its JSON) tells patterns apart as written.
 */
export const matcher = (query: Query) =>
  sift(query as SiftQuery<unknown>, {
    operations: {
      $oneOf: (params: unknown[], ownerQuery, options) => {
        const set = new Set(params);
        return createEqualsOperation((value: unknown) => set.has(value), ownerQuery, options);
      },
      $ilike: (pattern: unknown, ownerQuery, options) => {
        const matches = likeMatcher(String(pattern));
        return createEqualsOperation(
          (value: unknown) => typeof value === 'string' && matches(value),
          ownerQuery,
          options,
        );
      },
    },
  });
