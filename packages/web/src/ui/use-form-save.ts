import { useCallback, useState } from 'react';
import type { ResultAsync } from 'neverthrow';
import type { FieldErrors, MessageRef, ValidationError } from '@scr/domain';
import { useSnackbars } from '../shell/snackbars.tsx';
import { useChange } from '../server-state/use-change.ts';
import { isInvalid, type ShownError } from './error-callout.tsx';

type Saved = { readonly message: MessageRef };

const noFields = (): void => undefined;

/**
 * The save of a form whose outcome shows in snackbars (the form dialogs, the organization profile):
 * the button waits while it runs; a saved change says so in a success
 * snackbar, field messages go under their fields (the values stay, architecture §6), and any other
 * failure goes through the app's one failure path (useChange) to a danger snackbar, unless the dialog
 * answers it itself (`answer` returns true). A confirmation has no fields (its use cases never answer
 * Invalid) and gives no `setErrors`.
 */
export const useFormSave = (setErrors: (fields: FieldErrors) => void = noFields) => {
  const { notify } = useSnackbars();
  const change = useChange();
  const [busy, setBusy] = useState(false);
  const submit = useCallback(
    <T extends Saved, E extends ValidationError | ShownError>(
      action: () => ResultAsync<T, E>,
      onSaved: (saved: T) => void,
      answer?: (refusal: Exclude<E, ValidationError>) => boolean,
    ) => {
      setBusy(true);
      void change(action).match(
        (saved) => {
          setBusy(false);
          notify({ message: saved.message, intent: 'success' });
          onSaved(saved);
        },
        (error) => {
          setBusy(false);
          if (isInvalid(error)) setErrors(error.fields);
          else if (!answer?.(error as Exclude<E, ValidationError>))
            notify({ message: error.message, intent: 'danger' });
        },
      );
    },
    [change, notify, setErrors],
  );
  return { busy, submit };
};
