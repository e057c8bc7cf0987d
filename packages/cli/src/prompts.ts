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

const nextLine = async (say: Say, what: string): Promise<string> => {
  lines ??= createInterface({ input: process.stdin, crlfDelay: Infinity })[Symbol.asyncIterator]();
  const read = await lines.next();
  if (read.done)
    throw new CommandFailure(
      say({ id: 'cli.login.noTerminal', values: { what, variable: 'SCR_WALLET_PASSWORD' } }),
      exitCodes.invalidInput,
    );
  return read.value.trim();
};

const interactive = () => process.stdin.isTTY === true;
/** Prompts write to stderr: stdout carries only what the command prints (a table or JSON). */
const context = { output: process.stderr };

export const askText = async (say: Say, label: string): Promise<string> => {
  if (interactive()) return (await import('@inquirer/prompts')).input({ message: label }, context);
  process.stderr.write(`${label}: `);
  return nextLine(say, label);
};

export const askSecret = async (say: Say, label: string): Promise<string> => {
  if (interactive()) return (await import('@inquirer/prompts')).password({ message: label }, context);
  process.stderr.write(`${label}: `);
  return nextLine(say, label);
};

export type Choice = { readonly value: number; readonly name: string; readonly disabled: string | false };

/** One of the choices; without a terminal, the line names it by its value (an id) or its name. */
export const askChoice = async (say: Say, label: string, choices: readonly Choice[]): Promise<number> => {
  if (interactive())
    return (await import('@inquirer/prompts')).select({ message: label, choices: [...choices] }, context);
  for (const c of choices)
    process.stderr.write(`  ${c.value}  ${c.name}${c.disabled ? ` (${c.disabled})` : ''}\n`);
  process.stderr.write(`${label}: `);
  const answer = await nextLine(say, label);
  const chosen = choices.find((c) => String(c.value) === answer || c.name === answer);
  return chosen ? chosen.value : Number.NaN;
};
