import { useCallback, useRef, useState } from 'react';
import {
  canSubmitLogin,
  type FieldErrors,
  type LoginOption,
  type SignInError,
  type SignInOutcome,
} from '@scr/domain';
import { useHelp } from '../../shell/help.tsx';
import { isShown, type ShownError } from './error-callout.tsx';
import { tokens } from '../../deps/tokens.ts';
import { useLater } from './use-later.ts';

export type LoginValues = {
  readonly email: string;
  readonly organizationId: string;
  readonly password: string;
};
const empty: LoginValues = { email: '', organizationId: '', password: '' };

/** Only an organization that may sign in is chosen for the user; several leave the choice to them. */
const soleChoice = (options: readonly LoginOption[]): string => {
  const open = options.filter((o) => !o.disabled);
  return open.length === 1 ? String(open[0]!.organizationId) : '';
};

/**
 * The login form's state (spec §2.3, §5 Login): the organizations of the email (find-user), the
 * Login rule, and every failure of the error catalogue. What the user typed survives every failure.
 */
export const useLoginForm = (handlers: {
  onOutcome: (outcome: SignInOutcome) => void;
  onExpired: () => void;
}) => {
  const later = useLater();
  const { openHelp } = useHelp();
  const [values, setValues] = useState<LoginValues>(empty);
  const [options, setOptions] = useState<readonly LoginOption[] | null>(null);
  const [fields, setFields] = useState<FieldErrors>({});
  const [error, setError] = useState<ShownError | null>(null);
  const [busy, setBusy] = useState(false);

  const fail = useCallback(
    (e: SignInError) => {
      if (e.kind === 'Invalid') return setFields(e.fields);
      // The platform refuses an expired subscription itself with 402 Payment Required.
      if (e.kind === 'SubscriptionExpired' || (e.kind === 'HttpError' && e.status === 402))
        return handlers.onExpired();
      if (e.kind === 'LoginOffline') openHelp('login');
      if (isShown(e))
        setError({ kind: e.kind, message: e.message, ...('hint' in e ? { hint: e.hint } : {}) });
    },
    [handlers, openHelp],
  );

  const change = (field: keyof LoginValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setFields(({ [field]: _cleared, ...rest }) => rest);
  };

  /** The organizations of the email, once per email; a Login click joins a lookup under way. */
  const pending = useRef<{ email: string; run: Promise<readonly LoginOption[] | null> } | null>(null);
  const lookUp = (): Promise<readonly LoginOption[] | null> => {
    const email = values.email.trim().toLowerCase();
    if (email === '') return Promise.resolve(null);
    if (pending.current?.email === email) return pending.current.run;
    setError(null);
    const run = later(tokens.loadLoginOptions)({ email: values.email }).match(
      (found) => {
        setOptions(found);
        setFields({});
        setValues((v) => ({ ...v, organizationId: v.organizationId || soleChoice(found) }));
        return found;
      },
      (e) => {
        setOptions(null);
        pending.current = null;
        fail(e);
        return null;
      },
    );
    pending.current = { email, run };
    return run;
  };

  const submit = () => {
    setBusy(true);
    setError(null);
    setFields({});
    void lookUp()
      .then((found) => {
        // Login clicked before the organizations arrived: the only choosable one is taken.
        const organizationId = values.organizationId || (found ? soleChoice(found) : '');
        return later(tokens.signIn)({ ...values, organizationId }).match(handlers.onOutcome, fail);
      })
      .finally(() => setBusy(false));
  };

  const reset = () => {
    setValues(empty);
    setOptions(null);
    pending.current = null;
    setFields({});
    setError(null);
  };

  const canSubmit = !busy && canSubmitLogin(values);
  return { values, change, options, fields, error, busy, canSubmit, lookUp, submit, reset };
};
export type LoginFormState = ReturnType<typeof useLoginForm>;
