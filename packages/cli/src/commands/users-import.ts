import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import { ResultAsync } from 'neverthrow';
import {
  importColumnLabels,
  inviteUser,
  listImportExisting,
  planUserImport,
  readImportFile,
  sendUserImport,
  toAdminRoles,
  userImportResultTable,
  type ImportPlan,
  type ImportTable,
  type PlannedRow,
} from '@scr/domain';
import { failWith, same, signedInDeps, type CommandContext } from '../context.ts';
import { exitCodes } from '../exit-codes.ts';
import { CommandFailure } from '../failure.ts';
import { progressBar } from '../progress.ts';

export type ImportOptions = { readonly dryRun?: boolean };

/**
 * The file's rows of cells: its bytes read here, the table made of them by the domain (the same rule
 * as the Users page's import), papaparse its CSV parser. `-` is the standard input, as for most
 * tools that read a file (a spreadsheet's export piped in, a here-document).
 */
const readTable = (ctx: CommandContext, file: string): ImportTable => {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(file === '-' ? process.stdin.fd : file);
  } catch {
    throw new CommandFailure(ctx.say({ id: 'cli.import.noFile', values: { file } }), exitCodes.invalidInput);
  }
  // A file that cannot be read is invalid input (exit 2), as the domain's table of meanings says.
  return readImportFile(bytes, Papa.parse).match(same, failWith(ctx));
};

/** What the plan does with a row, in words: 'Will be invited', or its problems, or why it is skipped. */
const planWords = (ctx: CommandContext, row: PlannedRow): string => {
  if (row.kind === 'send') return ctx.say({ id: 'users.import.status.send' });
  if (row.kind === 'skip') return ctx.say(row.message);
  return row.problems
    .map((p) => `${ctx.say(importColumnLabels[p.column])}: ${ctx.say(p.message)}`)
    .join('; ');
};

/** The plan as a table, or as JSON; its summary on stderr. */
const printPlan = async (ctx: CommandContext, plan: ImportPlan) => {
  if (ctx.out.json) ctx.out.data(plan);
  else
    await ctx.out.table(
      [
        ctx.say({ id: 'users.import.result.column.line' }),
        ctx.say(importColumnLabels.email),
        ctx.say({ id: 'users.import.column.status' }),
      ],
      plan.rows.map((r) => [String(r.line), r.cells.email, planWords(ctx, r)]),
    );
  ctx.out.note(ctx.say({ id: 'users.import.summary', values: plan.counts }));
};

const wait = (seconds: number): ResultAsync<void, never> =>
  ResultAsync.fromSafePromise(new Promise<void>((resolve) => setTimeout(resolve, seconds * 1000)));

/**
 * `scr users import FILE [--dry-run]`: the Users page's import. The file is planned by the domain
 * against every user of the organization read now (deleted and still invited ones too). A dry run
 * prints the plan, exit 1 when a row has problems (a script checking a file before sending it reads
 * the code); a run that sends prints the result row by row instead of the plan (the result says
 * what became of every row, the invalid and skipped ones too), one invitation per row to send
 * through the invite use case, a 429 waited out as the platform asks (said on stderr). A run with
 * nothing to send prints the plan, which says why. Exit 1 when a row failed, 2 when the file cannot
 * be read (not UTF-8, a quote left open) or lacks a column, so nothing could be sent.
 */
export const importUsersCommand = async (
  ctx: CommandContext,
  file: string,
  options: ImportOptions,
): Promise<void> => {
  const table = readTable(ctx, file);
  const { deps, session } = await signedInDeps(ctx);
  const actor = { adminRoles: toAdminRoles(session.user?.adminRoles), userId: session.user?.userId };
  const existing = await listImportExisting(deps)(session.organizationId).match(same, failWith(ctx));
  const plan = planUserImport({ table, actor, existing });
  if (plan.fileProblems.length > 0)
    throw new CommandFailure(plan.fileProblems.map((p) => ctx.say(p)).join('\n'), exitCodes.invalidInput);
  if (options.dryRun || plan.counts.send === 0) {
    await printPlan(ctx, plan);
    // The summary just said how many rows have problems: the code tells a script.
    if (options.dryRun && plan.counts.invalid > 0) throw new CommandFailure('', exitCodes.failed);
    return;
  }

  const progress = await progressBar(ctx.out, (done, total) =>
    ctx.say({ id: 'users.import.progress', values: { done, total } }),
  );
  const result = await sendUserImport({ invite: inviteUser(deps), wait })({
    organizationId: session.organizationId,
    actor,
    plan,
    lang: ctx.locale,
    onProgress: ({ done, total, waitSeconds }) => {
      if (waitSeconds !== undefined)
        ctx.out.note(
          ctx.say({ id: 'users.import.progress.wait', values: { done, total, seconds: waitSeconds } }),
        );
      else progress.update(done, total);
    },
  }).match(same, same);
  progress.stop();
  if (ctx.out.json) ctx.out.data(result);
  else {
    const [header = [], ...rows] = userImportResultTable(result, ctx.say);
    await ctx.out.table(header, rows);
  }
  ctx.out.note(ctx.say({ id: 'users.import.result.summary', values: result.counts }));
  // The summary just said how many failed: the code tells a script.
  if (result.counts.failed > 0) throw new CommandFailure('', exitCodes.failed);
};
