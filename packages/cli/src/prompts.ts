import { createInterface } from 'node:readline';
import { exitCodes } from './exit-codes.ts';
import { CommandFailure } from './failure.ts';
import type { Say } from './texts.ts';

/**
 * Questions of `scr login`. In a terminal they are @inquirer/prompts (the password is never echoed);
 * without one (a pipe, CI) each answer is the next line of standard input, the question written to
 * stderr so that stdout stays the command's output. A password is never an option's value: it would
 * stay in the shell's history and show in the process list.
 */
let lines: AsyncIterator<string> | null = null;

/**
 * The option or variable that answers a question without asking it (`--organization`,
 * SCR_WALLET_PASSWORD…); none for a question only a person can answer then (a mailed 2FA code).
 */
export type AnsweredBy = string | undefined;

const nextLine = async (say: Say, what: string, answeredBy: AnsweredBy): Promise<string> => {
  lines ??= createInterface({ input: process.stdin, crlfDelay: Infinity })[Symbol.asyncIterator]();
  const read = await lines.next();
  if (read.done)
    throw new CommandFailure(
      answeredBy === undefined
        ? say({ id: 'cli.login.noTerminalInput', values: { what } })
        : say({ id: 'cli.login.noTerminal', values: { what, answer: answeredBy } }),
      exitCodes.invalidInput,
    );
  return read.value.trim();
};

const interactive = () => process.stdin.isTTY === true;
/** Prompts write to stderr: stdout carries only what the command prints (a table or JSON). */
const context = { output: process.stderr };

export const askText = async (say: Say, label: string, answeredBy: AnsweredBy): Promise<string> => {
  if (interactive()) return (await import('@inquirer/prompts')).input({ message: label }, context);
  process.stderr.write(`${label}: `);
  return nextLine(say, label, answeredBy);
};

export const askSecret = async (say: Say, label: string, answeredBy: AnsweredBy): Promise<string> => {
  if (interactive()) return (await import('@inquirer/prompts')).password({ message: label }, context);
  process.stderr.write(`${label}: `);
  return nextLine(say, label, answeredBy);
};

/**
 * Yes or no, no by default; without a terminal a line of y, yes, j, ja, o or oui is yes: the letter
 * each language's `(y/N)` shows (cli.prompt.yesNo) and its word, whatever the language scr speaks.
 */
export const askYesNo = async (say: Say, label: string, answeredBy: AnsweredBy): Promise<boolean> => {
  if (interactive())
    return (await import('@inquirer/prompts')).confirm({ message: label, default: false }, context);
  process.stderr.write(`${label} ${say({ id: 'cli.prompt.yesNo' })}: `);
  return ['y', 'yes', 'j', 'ja', 'o', 'oui'].includes((await nextLine(say, label, answeredBy)).toLowerCase());
};

export type Choice = { readonly value: number; readonly name: string; readonly disabled: string | false };

/** One of the choices; without a terminal, the line names it by its value (an id) or its name. */
export const askChoice = async (
  say: Say,
  label: string,
  choices: readonly Choice[],
  answeredBy: AnsweredBy,
): Promise<number> => {
  if (interactive())
    return (await import('@inquirer/prompts')).select({ message: label, choices: [...choices] }, context);
  for (const c of choices)
    process.stderr.write(`  ${c.value}  ${c.name}${c.disabled ? ` (${c.disabled})` : ''}\n`);
  process.stderr.write(`${label}: `);
  const answer = await nextLine(say, label, answeredBy);
  const chosen = choices.find((c) => String(c.value) === answer || c.name === answer);
  return chosen ? chosen.value : Number.NaN;
};
