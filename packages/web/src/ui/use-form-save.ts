import { useCallback } from 'react';
import type { ResultAsync } from 'neverthrow';
import type { FieldErrors, MessageRef, ValidationError } from '@scr/domain';
import { useSnackbars } from '../shell/snackbars.tsx';
import { useResultMutation } from '../server-state/result-mutation.ts';
import { isInvalid, type ShownError } from './error-callout.tsx';

type Saved = { readonly message: MessageRef };
type Failure = ValidationError | ShownError;

const noFields = (): void => undefined;
const run = (action: () => ResultAsync<Saved, Failure>) => action();

/**
 * The save of a form whose outcome shows in snackbars (the form dialogs, the organization profile),
 * as a mutation: the button waits while it runs (the mutation's pending state); a saved change says
 * so in a success snackbar, field messages go under their fields (the values stay, architecture §6),
 * and any other failure, once the failure table has answered it, shows in a danger snackbar, unless
 * the dialog answers it itself (`answer` returns true). A confirmation has no fields (its use cases
 * never answer Invalid) and gives no `setErrors`.
 */
export const useFormSave = (setErrors: (fields: FieldErrors) => void = noFields) => {
  const { notify } = useSnackbars();
  const { mutate, isPending } = useResultMutation(run);
  const submit = useCallback(
    <T extends Saved, E extends Failure>(
      action: () => ResultAsync<T, E>,
      onSaved: (saved: T) => void,
      answer?: (refusal: Exclude<E, ValidationError>) => boolean,
    ) => {
      mutate(action, {
        onSuccess: (saved) => {
          notify({ message: saved.message, intent: 'success' });
          onSaved(saved as T);
        },
        onError: (error) => {
          if (isInvalid(error)) setErrors(error.fields);
          else if (!answer?.(error as Exclude<E, ValidationError>))
            notify({ message: error.message, intent: 'danger' });
        },
      });
    },
    [mutate, notify, setErrors],
  );
  return { busy: isPending, submit };
};
