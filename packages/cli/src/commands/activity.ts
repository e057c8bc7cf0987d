import { writeFileSync } from 'node:fs';
import { activityExportHeader, activityExportRow, exportActivity } from '@scr/domain';
import { failWith, same, signedInDeps, type CommandContext } from '../context.ts';
import { csvFile } from '../csv.ts';

export type ActivityExportOptions = {
  readonly from?: string;
  readonly to?: string;
  readonly actor?: string;
  readonly action?: string;
  readonly output?: string;
};

/**
 * `scr activity export`: the Activity page's 'Export CSV' for its filters (a range of whole days, an
 * actor, an action) through the domain's exportActivity, the same columns and cells in the same
 * writer; `--json` prints the entries themselves (with their hashes, for a script that verifies).
 */
export const exportActivityCommand = async (
  ctx: CommandContext,
  options: ActivityExportOptions,
): Promise<void> => {
  const { deps } = await signedInDeps(ctx);
  const filter = { from: options.from, to: options.to, actor: options.actor, action: options.action };
  const entries = await exportActivity(deps)(filter).match(
    same,
    failWith(ctx, {
      signedIn: true,
      fieldOptions: { from: '--from', to: '--to', actor: '--actor', action: '--action' },
    }),
  );
  const file = ctx.out.json
    ? `${JSON.stringify(entries, null, 2)}\n`
    : csvFile(
        activityExportHeader(ctx.say),
        entries.map((e) => activityExportRow(e, ctx.say)),
      );
  if (options.output) writeFileSync(options.output, file);
  else process.stdout.write(file);
  ctx.out.note(ctx.say({ id: 'table.export.done', values: { count: entries.length } }));
};
