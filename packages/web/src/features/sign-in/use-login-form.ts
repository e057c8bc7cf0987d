import { useCallback, useRef, useState, useTransition } from 'react';
import {
  canSubmitLogin,
  loginRefusal,
  sessionErrors,
  type FieldErrors,
  type LoginOption,
  type loginFormSchema,
  type SignInError,
  type SignInOutcome,
} from '@scr/domain';
import { useShellDialogs } from '../../shell/dialogs/shell-dialogs.tsx';
import { useHelp } from '../../shell/help.tsx';
import { isShown, type ShownError } from '../../ui/error-callout.tsx';
import { tokens } from '../../deps/tokens.ts';
import { useRetryWait } from '../../ui/retry-wait.tsx';
import { useLater, useLaterWrite } from './use-later.ts';
import { organizationChoice } from './organization-select.tsx';
import type { z } from 'zod';
import type { TextFields } from '../../ui/text-fields.ts';

/** The login form as typed; the organization is the select's value, a number once parsed. */
export type LoginValues = Readonly<TextFields<z.input<typeof loginFormSchema>>>;
const empty: LoginValues = { email: '', organizationId: '', password: '' };

/**
 * The login form's state (product-reference §2.3, §5 Login): the organizations of the email (find-user), the
 * Login rule, and every failure of the error catalogue. What the user typed survives every failure.
 */
export const useLoginForm = (handlers: {
  /** The steps after a sign-in; the Login click's 'Please wait' lasts until its promise settles. */
  onOutcome: (outcome: SignInOutcome) => Promise<void>;
  onExpired: () => void;
}) => {
  const later = useLater();
  const write = useLaterWrite();
  const wait = useRetryWait();
  const { openHelp } = useHelp();
  const { whilePleaseWait, showFinalActivation } = useShellDialogs();
  const [values, setValues] = useState<LoginValues>(empty);
  const [options, setOptions] = useState<readonly LoginOption[] | null>(null);
  // The email's organizations are being looked up: the select says it is busy only then, not before
  // any email is typed.
  const [lookingUp, setLookingUp] = useState(false);
  const [fields, setFields] = useState<FieldErrors>({});
  const [error, setError] = useState<ShownError | null>(null);
  // The Login click's pending state is React's: the click is an action whose promise lasts until the
  // sign-in settles. The login screen carries no query library; its sign-in still runs as a mutation
  // of the app's query client (useLaterWrite), which comes with the container the click loads.
  const [busy, startSignIn] = useTransition();
  const { start: startWait } = wait;

  const fail = useCallback(
    (e: SignInError) => {
      if (e.kind === 'Invalid') return setFields(e.fields);
      startWait(e);
      // The platform refuses an expired subscription itself with 402 Payment Required.
      if (e.kind === 'SubscriptionExpired' || (e.kind === 'HttpError' && e.status === 402))
        return handlers.onExpired();
      if (e.kind === 'LoginOffline') openHelp('login');
      if (isShown(e))
        setError({ kind: e.kind, message: e.message, ...('hint' in e ? { hint: e.hint } : {}) });
    },
    [handlers, openHelp, startWait],
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
    setLookingUp(true);
    const run = later(tokens.loadLoginOptions)({ email: values.email }).match(
      (found) => {
        setLookingUp(false);
        setOptions(found);
        setFields({});
        setValues((v) => ({ ...v, organizationId: organizationChoice(found, v.organizationId) }));
        // Every organization of the email is 'Not activated yet' (product-reference §4, §9): when the organizations
        // themselves await the platform's activation (a fresh one, status not active/manual_active),
        // only the platform can help: 'Contact us for your final activation' (product-reference §2.3) with the
        // support address, once per email looked up. When it is the user who is not active, the
        // catalogue's text sends them to their administrator (product-reference §8).
        const refusal = loginRefusal(found);
        if (refusal === 'finalActivation') showFinalActivation();
        if (refusal === 'notActivated') fail(sessionErrors.notActivated());
        return found;
      },
      (e) => {
        setLookingUp(false);
        setOptions(null);
        pending.current = null;
        fail(e);
        return null;
      },
    );
    pending.current = { email, run };
    return run;
  };

  const signIn = write(tokens.signIn);
  const submit = () => {
    setError(null);
    setFields({});
    // 'Please wait' (product-reference §2.3) covers the Login click: the wallet verifies the password (a
    // memory-hard KDF), signs the platform's challenge, and the signed-in user's organization loads;
    // seconds in which the whole screen waits. It replaces the Login button's own spinner (one
    // indicator), shows only past a short grace time (a form error returns at once) and closes
    // however the sign-in ends: a failure shows its text on the form again.
    const signingIn = whilePleaseWait(() =>
      lookUp().then((found) => {
        // Login clicked before the organizations arrived: the only choosable one is taken.
        const organizationId = found
          ? organizationChoice(found, values.organizationId)
          : values.organizationId;
        return signIn({ ...values, organizationId }).match(handlers.onOutcome, fail);
      }),
    );
    // Started outside the transition, so 'Please wait' and the form's texts show as they happen;
    // the transition only holds the click's pending state until the sign-in settles.
    startSignIn(() => signingIn.then(() => undefined));
  };

  const reset = () => {
    setValues(empty);
    setOptions(null);
    pending.current = null;
    setFields({});
    setError(null);
  };

  // While the attempt limit's wait runs, the platform refuses every sign-in, the right one included.
  const canSubmit = !busy && wait.secondsLeft === 0 && canSubmitLogin(values);
  return {
    values,
    change,
    options,
    lookingUp,
    fields,
    error,
    busy,
    waitSeconds: wait.secondsLeft,
    canSubmit,
    lookUp,
    submit,
    reset,
  };
};
export type LoginFormState = ReturnType<typeof useLoginForm>;
