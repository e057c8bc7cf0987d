import type { FieldErrors, MessageRef } from '@scr/domain';

/** A failure a page can show: a tagged error with its text, or invalid input with a text per field. */
export type ShownFailure =
  | { readonly kind: 'Invalid'; readonly fields: FieldErrors }
  | { readonly kind: string; readonly message: MessageRef };

/** The text of a failure: its own, or for invalid input the first field's. */
export const failureText = (failure: ShownFailure, fallback: MessageRef): MessageRef => {
  if ('message' in failure) return failure.message;
  return Object.values(failure.fields)[0] ?? fallback;
};
