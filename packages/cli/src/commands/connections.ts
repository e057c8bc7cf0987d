import {
  EXPORT_PAGE_SIZE,
  TAB_TODO,
  acceptAllConnections,
  acceptConnection,
  connectionColumns,
  connectionExportValue,
  connectionTabNames,
  formatConnectionDate,
  formatConnectionDateTime,
  loadConnectionStatus,
  loadConnections,
  loadTabExportPage,
  tabOfName,
  type TabIndex,
  type TabRow,
  type TimelineStep,
} from '@scr/domain';
import { exitCodes } from '../exit-codes.ts';
import { CommandFailure } from '../failure.ts';
import { oneOf } from '../choices.ts';
import type { Deps } from '../composition.ts';
import { failWith, same, signedInDeps, type CommandContext } from '../context.ts';
import { progressBar } from '../progress.ts';

/** The columns printed: the tab's columns as the portal shows them, but its buttons and hidden address. */
const printedColumns = (tab: TabIndex) =>
  connectionColumns(tab, false).filter((c) => !c.hidden && c.key !== 'action');

/** Every row of a tab, read as the portal's export reads them (the tab's own requests, pages of 500). */
const tabRows = async (ctx: CommandContext, deps: Deps, tab: TabIndex): Promise<TabRow[]> => {
  const { overview } = await loadConnections(deps)({ tab, page: 0 }).match(same, failWith(ctx));
  const rows: TabRow[] = [];
  for (let page = 0, pages = 1; page < pages; page++) {
    const read = await loadTabExportPage(deps)(overview, { tab, page, pageSize: EXPORT_PAGE_SIZE }).match(
      same,
      failWith(ctx),
    );
    pages = read.pages;
    rows.push(...read.rows);
  }
  return rows;
};

/** `scr connections list [--tab …]`: a tab's rows in the page's columns, or as JSON. */
export const listConnectionsCommand = async (
  ctx: CommandContext,
  options: { tab?: string },
): Promise<void> => {
  const tab = tabOfName(oneOf(ctx.say, '--tab', options.tab ?? 'todo', connectionTabNames));
  const { deps } = await signedInDeps(ctx);
  const rows = await tabRows(ctx, deps, tab);
  if (ctx.out.json) return ctx.out.data(rows);
  const columns = printedColumns(tab);
  await ctx.out.table(
    columns.map((c) => ctx.say({ id: c.header })),
    rows.map((row) =>
      columns.map((c) =>
        // The date as the table shows it ('DD MMM YYYY' in the language); the rest as exported.
        c.key === 'created'
          ? formatConnectionDate(
              row.kind === 'connection' ? row.connection.createdAt : row.invitation.createdAt,
              ctx.locale,
            )
          : (connectionExportValue(ctx.say, c.key)?.(row) ?? ''),
      ),
    ),
  );
  ctx.out.note(ctx.say({ id: 'cli.connections.count', values: { total: rows.length } }));
};

/**
 * `scr connections accept REF` (step 2 through the wallets, as the row's Accept button) or `--all`
 * ('Accept All': every request waiting in To do, one after the other, with a progress bar: each
 * accepted request is one patch of the connection).
 */
export const acceptConnectionsCommand = async (
  ctx: CommandContext,
  reference: string | undefined,
  options: { all?: boolean },
): Promise<void> => {
  if ((reference === undefined) === (options.all !== true))
    throw new CommandFailure(ctx.say({ id: 'cli.error.referenceOrAll' }), exitCodes.invalidInput);
  const { deps } = await signedInDeps(ctx);
  if (reference !== undefined) {
    const accepted = await acceptConnection(deps)({ reference }).match(
      same,
      failWith(ctx, {
        signedIn: true,
        fieldOptions: { reference: 'REF' },
      }),
    );
    if (ctx.out.json) return ctx.out.data({ accepted: [accepted.connection.reference] });
    return ctx.out.line(ctx.say(accepted.message));
  }
  const { overview } = await loadConnections(deps)({ tab: TAB_TODO, page: 0 }).match(same, failWith(ctx));
  if (overview.acceptable === 0) {
    if (ctx.out.json) return ctx.out.data({ accepted: [] });
    return ctx.out.line(ctx.say({ id: 'cli.accept.nothing' }));
  }
  const total = overview.acceptable;
  const progress = await progressBar(ctx.out, (value) =>
    ctx.say({ id: 'cli.accept.progress', values: { value, total } }),
  );
  let done = 0;
  const counting = {
    ...deps,
    connections: {
      ...deps.connections,
      patch: (...args: Parameters<Deps['connections']['patch']>) =>
        deps.connections.patch(...args).map((c) => (progress.update(++done, Math.max(total, done)), c)),
    },
  };
  const stopped = <T>(value: T): T => (progress.stop(), value);
  const accepted = await acceptAllConnections(counting)()
    .map(stopped)
    .mapErr(stopped)
    .match(same, failWith(ctx));
  if (ctx.out.json) return ctx.out.data({ accepted: accepted.connections.map((c) => c.reference) });
  ctx.out.line(ctx.say(accepted.message));
};

/** A timeline line: done or not, the step's words and when ('not yet' for a step still ahead). */
const stepLine = (ctx: CommandContext, step: TimelineStep): string =>
  `${step.stopped ? '✗' : step.done ? '✓' : '·'} ${ctx.say(step.label)}  ${
    step.at
      ? formatConnectionDateTime(step.at, ctx.locale)
      : step.done
        ? ''
        : ctx.say({ id: 'cli.status.notYet' })
  }`.trimEnd();

/** The length of a whole reference (a uuid): anything shorter is the start of one. */
const REFERENCE_LENGTH = 36;

/**
 * The whole reference a start of one names: the portal's ID column shows a reference's first
 * characters with an ellipsis (`3f2a9c1e…`), and a person copies what they see. The start names the
 * connection of ours, in any tab of connections, whose reference begins with it when only one does;
 * more than one is refused (exit 2), none is 'No connection with reference …' (exit 1).
 */
const wholeReference = async (ctx: CommandContext, deps: Deps, given: string): Promise<string> => {
  const start = given
    .trim()
    .replace(/(…|\.\.\.)$/, '')
    .toLowerCase();
  if (start.length >= REFERENCE_LENGTH || start === '') return given;
  const tabs = (['todo', 'waiting', 'active', 'cancelled'] as const).map(tabOfName);
  const references = new Set<string>();
  for (const tab of tabs)
    for (const row of await tabRows(ctx, deps, tab))
      if (row.kind === 'connection' && row.connection.reference.toLowerCase().startsWith(start))
        references.add(row.connection.reference);
  if (references.size > 1)
    throw new CommandFailure(
      ctx.say({ id: 'cli.error.ambiguousReference', values: { reference: start } }),
      exitCodes.invalidInput,
    );
  const [only] = references;
  if (only === undefined)
    throw new CommandFailure(
      ctx.say({ id: 'cli.error.notFound', values: { reference: given } }),
      exitCodes.failed,
    );
  return only;
};

/**
 * `scr connections status REF`: the 'Connection status' dialog as text: the four steps with their
 * times and, from step 2 on, the key fingerprint our wallet derives, to compare with the other
 * administrator before the last step. REF is the whole reference or its start as the portal shows it.
 */
export const connectionStatusCommand = async (ctx: CommandContext, given: string): Promise<void> => {
  const { deps } = await signedInDeps(ctx);
  const reference = await wholeReference(ctx, deps, given);
  const view = await loadConnectionStatus(deps)({ reference }).match(
    same,
    failWith(ctx, {
      signedIn: true,
      fieldOptions: { reference: 'REF' },
    }),
  );
  const { row, timeline, fingerprint } = view;
  if (ctx.out.json)
    return ctx.out.data({
      reference: row.connection.reference,
      status: row.connection.status,
      side: row.side,
      counterpart: row.counterpart,
      steps: [...timeline.steps, ...(timeline.ended ? [timeline.ended] : [])].map((s) => ({
        label: ctx.say(s.label),
        done: s.done,
        stopped: s.stopped,
        at: s.at,
      })),
      fingerprint,
    });
  const lines = [
    `${ctx.say(timeline.title)}: ${row.counterpart.name} (${row.connection.reference})`,
    ...timeline.steps.map((s) => stepLine(ctx, s)),
    ...(timeline.ended ? [stepLine(ctx, timeline.ended), ctx.say(timeline.ended.note)] : []),
    ...(timeline.needToConfirm ? [ctx.say(timeline.needToConfirm)] : []),
    '',
    ...(fingerprint
      ? [
          `${ctx.say({ id: 'connections.fingerprint.title' })}: ${fingerprint.fingerprint}${
            fingerprint.verified ? ` (${ctx.say({ id: 'connections.fingerprint.verified' })})` : ''
          }`,
          ctx.say({ id: 'connections.fingerprint.compare' }),
        ]
      : [ctx.say({ id: 'cli.status.fingerprintLater' })]),
  ];
  ctx.out.line(lines.join('\n'));
};
