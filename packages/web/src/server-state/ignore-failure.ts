import type { ResultAsync } from 'neverthrow';

/**
 * Runs an action whose failure is let go on purpose and hands its value, if it has one, to
 * `onValue`. The one place a Result goes unread: each caller says why no failure of its action is
 * shown (a logout the domain never fails, a badge that stays off). The action comes as a function
 * returning its Result, as the app's other helpers take theirs, so lint's must-use rule sees it
 * returned here and matched.
 */
export const ignoreFailure = <T>(
  action: () => ResultAsync<T, unknown>,
  onValue: (value: T) => void = () => undefined,
): void => {
  void action().match(onValue, () => undefined);
};
