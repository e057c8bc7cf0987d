import { useCallback, useState } from 'react';
import type { ResultAsync } from 'neverthrow';
import type { FieldErrors, ValidationError } from '@scr/domain';
import { useResultMutation, type ResultMutationOptions } from '../server-state/result-mutation.ts';
import { isInvalid, type ShownError } from './error-callout.tsx';

type Failure = ShownError | ValidationError;
const run = (action: () => ResultAsync<unknown, Failure>) => action();

/**
 * The submit of a form whose failure shows in place (the link pages' forms, the sign-in's steps), as
 * a mutation: the button waits while it runs (the mutation's pending state), the last failure's texts
 * are cleared, then field messages go under their fields and any other failure, once the failure
 * table has answered it, to the form's ErrorCallout, unless the form answers it itself (`answer`
 * returns true). What the user typed stays on every failure.
 */
export const useCalloutSubmit = (options: Pick<ResultMutationOptions, 'signIn'> = {}) => {
  const [fields, setFields] = useState<FieldErrors>({});
  const [error, setError] = useState<ShownError | null>(null);
  const { mutate, isPending } = useResultMutation(run, options);
  const submit = useCallback(
    <T, E extends Failure>(
      action: () => ResultAsync<T, E>,
      onDone: (result: T) => void,
      answer?: (refusal: Exclude<E, ValidationError>) => boolean,
    ) => {
      setError(null);
      setFields({});
      mutate(action, {
        onSuccess: (result) => onDone(result as T),
        onError: (e) => {
          if (isInvalid(e)) setFields(e.fields);
          else if (!answer?.(e as Exclude<E, ValidationError>)) setError(e);
        },
      });
    },
    [mutate],
  );
  return { fields, setFields, error, setError, busy: isPending, submit };
};
