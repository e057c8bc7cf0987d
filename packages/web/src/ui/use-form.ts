import { useCallback, useState } from 'react';
import type { FieldErrors } from '@scr/domain';

/**
 * A form's values and the field messages of the last failed submit. Values are never reset on a
 * failure, so the user keeps what they typed (architecture §6); editing a field clears its message.
 */
export const useForm = <V extends Record<string, string | boolean>>(initial: V) => {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = useCallback(<K extends keyof V>(field: K, value: V[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => {
      if (!(field in e)) return e;
      const { [field as string]: _removed, ...rest } = e;
      return rest;
    });
  }, []);
  return { values, set, errors, setErrors, setValues };
};
