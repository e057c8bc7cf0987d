import { useCallback, useState } from 'react';
import type { ResultAsync } from 'neverthrow';
import type { FieldErrors, ValidationError } from '@scr/domain';
import { isInvalid, type ShownError } from './error-callout.tsx';

/**
 * The submit of a form whose failure shows in place (the link pages' forms, the sign-in's steps): the
 * button waits while it runs, the last failure's texts are cleared, then field messages go under their
 * fields and any other failure to the form's ErrorCallout, unless the form answers it itself (`answer`
 * returns true). What the user typed stays on every failure.
 */
export const useCalloutSubmit = () => {
  const [fields, setFields] = useState<FieldErrors>({});
  const [error, setError] = useState<ShownError | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = useCallback(
    <T, E extends ShownError | ValidationError>(
      action: () => ResultAsync<T, E>,
      onDone: (result: T) => void,
      answer?: (refusal: Exclude<E, ValidationError>) => boolean,
    ) => {
      setBusy(true);
      setError(null);
      setFields({});
      void action()
        .match(onDone, (e) => {
          if (isInvalid(e)) setFields(e.fields);
          else if (!answer?.(e as Exclude<E, ValidationError>)) setError(e);
        })
        .finally(() => setBusy(false));
    },
    [],
  );
  return { fields, setFields, error, setError, busy, submit };
};
