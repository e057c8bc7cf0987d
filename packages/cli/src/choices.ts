import { exitCodes } from './exit-codes.ts';
import { CommandFailure } from './failure.ts';
import type { Say } from './texts.ts';

/** An option's value that must be one of a list: anything else is 'Invalid value for …', exit 2. */
export const oneOf = <T extends string>(
  say: Say,
  option: string,
  value: string,
  allowed: readonly T[],
): T => {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new CommandFailure(
    say({ id: 'cli.error.invalidChoice', values: { option, value, choices: allowed.join(', ') } }),
    exitCodes.invalidInput,
  );
};

/** A comma-separated list of such values. */
export const someOf = <T extends string>(
  say: Say,
  option: string,
  value: string,
  allowed: readonly T[],
): T[] =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '')
    .map((v) => oneOf(say, option, v, allowed));
