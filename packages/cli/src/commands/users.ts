import { writeFileSync } from 'node:fs';
import {
  EXPORT_PAGE_SIZE,
  actingOrganization,
  adminRoleChoices,
  appRoles,
  defaultUserExportColumns,
  deletedFilters,
  formatUserDate,
  inviteUser,
  listUsersPage,
  reactivateUser,
  toAdminRoles,
  userColumnSort,
  userExportColumns,
  userExportHeader,
  userExportValues,
  userStatusBadge,
  userStatusLabels,
  type ColumnSort,
  type OrganizationUser,
  type UserExportColumnKey,
  type UserSortField,
} from '@scr/domain';
import { oneOf, someOf } from '../choices.ts';
import { failWith, same, signedInDeps, type CommandContext } from '../context.ts';
import { csvFile } from '../csv.ts';
import { exitCodes } from '../exit-codes.ts';
import { CommandFailure } from '../failure.ts';
import { progressBar } from '../progress.ts';
import { askYesNo } from '../prompts.ts';

/** The view of the Users page: its Deleted filter, its search and the column it is sorted by. */
export type UsersViewOptions = {
  readonly deleted?: string;
  readonly search?: string;
  readonly sort?: string;
};

/** The columns a `--sort` may name: the ones whose header sorts on the Users page. */
export const sortableUserColumns = Object.keys(userColumnSort);

/** `--sort column` ascending, `--sort -column` descending; none is the page's own order. */
const sortOf = (ctx: CommandContext, sort: string | undefined): ColumnSort<UserSortField> | null => {
  if (sort === undefined) return null;
  const column = oneOf(ctx.say, '--sort', sort.replace(/^-/, ''), sortableUserColumns);
  return {
    field: userColumnSort[column as keyof typeof userColumnSort]!,
    direction: sort.startsWith('-') ? 'desc' : 'asc',
  };
};

/**
 * Every user of the view, read page by page from the list's own endpoint (so under its
 * authorization) in the portal's export pages, with a progress bar from the second page on.
 */
const readUsers = async (ctx: CommandContext, view: UsersViewOptions): Promise<OrganizationUser[]> => {
  const deleted = oneOf(ctx.say, '--deleted', view.deleted ?? 'notDeleted', deletedFilters);
  const sort = sortOf(ctx, view.sort);
  const { deps } = await signedInDeps(ctx);
  const organizationId = await actingOrganization(deps).match(same, failWith(ctx));
  const progress = await progressBar(ctx.out, (done, pages) =>
    ctx.say({ id: 'table.export.progress', values: { done, pages } }),
  );
  const users: OrganizationUser[] = [];
  for (let page = 0, pages = 1; page < pages; page++) {
    const read = await listUsersPage(deps)({
      organizationId,
      page,
      deleted,
      search: view.search ?? '',
      sort,
      pageSize: EXPORT_PAGE_SIZE,
    }).match(same, failWith(ctx, { signedIn: true, fieldOptions: { search: '--search' } }));
    pages = Math.max(1, Math.ceil(read.total / EXPORT_PAGE_SIZE));
    users.push(...read.data);
    if (pages > 1) progress.update(page + 1, pages);
  }
  progress.stop();
  return users;
};

/** `scr users list`: the users of the view as the Users page's columns, or as JSON. */
export const listUsersCommand = async (ctx: CommandContext, view: UsersViewOptions): Promise<void> => {
  const users = await readUsers(ctx, view);
  if (ctx.out.json) return ctx.out.data(users);
  // The export's cells, but dates as the Users page shows them ('ddd DD MMM YYYY' in the language).
  const date = (value: string | null | undefined) => formatUserDate(value ?? '', ctx.locale);
  const exported = userExportValues(ctx.say);
  const values = {
    ...exported,
    // The email with the row's state beside it in words, as the Users page's badge shows it.
    email: (u: OrganizationUser) => {
      const badge = userStatusBadge(u);
      return badge ? `${exported.email(u)} (${ctx.say(userStatusLabels[badge])})` : exported.email(u);
    },
    createdAt: (u: OrganizationUser) => date(u.createdAt),
    updatedAt: (u: OrganizationUser) => date(u.updatedAt),
    activatedAt: (u: OrganizationUser) => date(u.activatedAt),
    isDeleted: (u: OrganizationUser) => date(u.deletedAt),
  };
  await ctx.out.table(
    userExportHeader(ctx.say),
    users.map((u) => defaultUserExportColumns.map((key) => values[key](u))),
  );
  ctx.out.note(ctx.say({ id: 'cli.users.count', values: { total: users.length } }));
};

export type UsersExportOptions = UsersViewOptions & { readonly columns?: string; readonly output?: string };

/**
 * `scr users export`: the CSV the Users page's 'Export CSV' downloads for the same view, byte for
 * byte (the same columns by default, the same cells, the same writer settings).
 */
export const exportUsersCommand = async (ctx: CommandContext, options: UsersExportOptions): Promise<void> => {
  const columns: readonly UserExportColumnKey[] = options.columns
    ? someOf(ctx.say, '--columns', options.columns, userExportColumns)
    : defaultUserExportColumns;
  const users = await readUsers(ctx, options);
  const values = userExportValues(ctx.say);
  const file = ctx.out.json
    ? `${JSON.stringify(users, null, 2)}\n`
    : csvFile(
        userExportHeader(ctx.say, columns),
        users.map((u) => columns.map((key) => values[key](u))),
      );
  if (options.output) writeFileSync(options.output, file);
  else process.stdout.write(file);
  ctx.out.note(ctx.say({ id: 'table.export.done', values: { count: users.length } }));
};

export type InviteOptions = {
  readonly email: string;
  readonly role: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone?: string;
  readonly userRole?: string;
  readonly reactivate?: boolean;
};

/** Invite form fields → the options that carry them (their errors name the option). */
const inviteFieldOptions = {
  firstName: '--first-name',
  lastName: '--last-name',
  email: '--email',
  phone: '--phone',
  adminRole: '--role',
  userRole: '--user-role',
};

/**
 * `scr users invite`: 'Add user' through the domain's inviteUser (the form's rules, the role rule,
 * an email already there), acting as the signed-in admin. The email of a deleted user who had set a
 * password is the portal's reactivation question: `--reactivate` answers it, a terminal asks it.
 */
export const inviteUserCommand = async (ctx: CommandContext, options: InviteOptions): Promise<void> => {
  const adminRole = oneOf(ctx.say, '--role', options.role, adminRoleChoices);
  const userRole = oneOf(ctx.say, '--user-role', options.userRole ?? 'regular', appRoles);
  const { deps, session } = await signedInDeps(ctx);
  const actor = { adminRoles: toAdminRoles(session.user?.adminRoles), userId: session.user?.userId };
  const { reactivate, ...form } = options;
  const invited = await inviteUser(deps)({
    organizationId: session.organizationId,
    actor,
    form: { ...form, phone: options.phone ?? '', adminRole, userRole },
    lang: ctx.locale,
  });
  if (invited.isErr() && invited.error.kind !== 'ReactivationOffered')
    failWith(ctx, { signedIn: true, fieldOptions: inviteFieldOptions })(invited.error);
  let saved = invited.isOk() ? invited.value : null;
  if (invited.isErr() && invited.error.kind === 'ReactivationOffered') {
    const question = ctx.say(invited.error.message);
    if (reactivate !== true && !(await askYesNo(ctx.say, question, '--reactivate')))
      // Declined at the question just asked: nothing changed, and nothing more to say.
      throw new CommandFailure('', exitCodes.failed, invited.error.kind);
    saved = await reactivateUser(deps)({ actor, user: invited.error.user }).match(same, failWith(ctx));
  }
  if (!saved) return;
  if (ctx.out.json) ctx.out.data(saved.user);
  else ctx.out.line(ctx.say(saved.message));
};
