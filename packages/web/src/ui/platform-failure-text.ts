import type { MessageRef } from '@scr/domain';

/**
 * The text of a call the platform did not serve, for a load and a write alike: a server failure
 * (5xx, whatever text its body carries: 'Internal Server Error', an exception's message) and a call
 * that got no answer say what happened, to try again, then the product's support (`{support}`, which
 * the caller fills from the runtime config). `undefined` for any other failure: its own text (a
 * refusal's reason, a field's message) already says what to do. 'Could not reach the API…' stays the
 * sign-in's gateway-timeout text (product-reference §8).
 */
export const platformFailureText = (failure: unknown): MessageRef | undefined => {
  if (typeof failure !== 'object' || failure === null || !('kind' in failure)) return undefined;
  if (failure.kind === 'ApiUnreachable') return { id: 'shared.error.loadTimedOut' };
  if (failure.kind === 'HttpError' && 'status' in failure && Number(failure.status) >= 500)
    return { id: 'shared.error.loadFailed' };
  return undefined;
};
