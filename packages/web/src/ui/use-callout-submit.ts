import { useCallback, useState } from 'react';
import type { ResultAsync } from 'neverthrow';
import type { FieldErrors, ValidationError } from '@scr/domain';
import { isInvalid, type ShownError } from './error-callout.tsx';

/**
 * The submit of a page form whose failure shows in place (the link pages' forms): the button waits
 * while it runs, the last failure's texts are cleared, then field messages go under their fields and
 * any other failure to the form's ErrorCallout. What the user typed stays on every failure.
 */
export const useCalloutSubmit = () => {
  const [fields, setFields] = useState<FieldErrors>({});
  const [error, setError] = useState<ShownError | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = useCallback(
    <T>(action: ResultAsync<T, ShownError | ValidationError>, onDone: (result: T) => void) => {
      setBusy(true);
      setError(null);
      setFields({});
      void action
        .match(onDone, (e) => (isInvalid(e) ? setFields(e.fields) : setError(e)))
        .finally(() => setBusy(false));
    },
    [],
  );
  return { fields, setFields, error, busy, submit };
};
