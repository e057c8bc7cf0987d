import { parseSortToken, searchSchema, sortToken, type ColumnSort } from '@scr/domain';

/**
 * A table's view as the query string holds it: `?q=claes&deleted=all&page=2&sort=-createdAt`.
 * `page` counts from 1 in the URL (as a person reads it) and from 0 here; `q` is the search; `sort`
 * a column token of the domain's list-query (`-` for descending); every other parameter is a choice
 * among fixed values (the users' Deleted filter, the connections' tab).
 *
 * Reading never fails: a value that is missing, malformed or hostile (`page=-3`, `page=1e99`,
 * `sort=__proto__`, a search over the length limit) reads as the default, silently, as a link
 * typed by hand or cut short in a mail should still open the table. Writing leaves the defaults out,
 * so the plain page keeps its plain address.
 */

/** One choice parameter: its values, and the one a missing or unknown value reads as. */
export type UrlChoice<V extends string = string> = {
  readonly values: readonly V[];
  readonly fallback: V;
};
export type UrlChoices = Readonly<Record<string, UrlChoice>>;

/** The values of a table's free filters, by parameter name ('' for no filter on that one). */
export type UrlFilterValues = Readonly<Record<string, string>>;

/**
 * Free filters beside the choices, read together by the page's own rule (the Activity page's
 * actor, action, target and range of days): `empty` names the parameters and their defaults,
 * `read` makes the filter of the raw values, reading any value that does not hold as its default.
 */
export type UrlFilter<V extends UrlFilterValues> = {
  readonly empty: V;
  readonly read: (raw: Readonly<Record<keyof V & string, string>>) => V;
};

type ChoiceValues<C extends UrlChoices> = { readonly [K in keyof C]: C[K]['values'][number] };

export type TableUrlState<F extends string, C extends UrlChoices> = {
  /** Zero-based. */
  readonly page: number;
  readonly search: string;
  readonly sort: ColumnSort<F> | null;
  readonly choices: ChoiceValues<C>;
};

/** The table's own parameters; choices come on top. */
const PAGE = 'page';
const SEARCH = 'q';
const SORT = 'sort';

/**
 * The highest page a URL may name. Past the list's end the table shows its last page (the caller
 * knows the total); this bound only keeps absurd numbers from reaching the platform as an offset.
 */
export const MAX_URL_PAGE = 100_000;

const readPage = (raw: string | null): number => {
  if (raw === null || !/^\d{1,6}$/.test(raw)) return 0;
  const page = Number(raw);
  return page >= 1 && page <= MAX_URL_PAGE ? page - 1 : 0;
};

const readSearch = (raw: string | null): string => {
  if (raw === null) return '';
  const parsed = searchSchema.safeParse(raw);
  return parsed.success ? parsed.data : '';
};

const readChoice = <V extends string>(raw: string | null, choice: UrlChoice<V>): V =>
  raw !== null && (choice.values as readonly string[]).includes(raw) ? (raw as V) : choice.fallback;

/** The view a query string names (anything unreadable as its default). */
export const readTableUrl = <F extends string, C extends UrlChoices>(
  params: URLSearchParams,
  sortFields: readonly F[],
  choices: C,
): TableUrlState<F, C> => {
  const sort = params.get(SORT);
  return {
    page: readPage(params.get(PAGE)),
    search: readSearch(params.get(SEARCH)),
    sort: sort === null ? null : parseSortToken(sort, sortFields),
    choices: Object.fromEntries(
      Object.entries(choices).map(([name, choice]) => [name, readChoice(params.get(name), choice)]),
    ) as ChoiceValues<C>,
  };
};

/**
 * The query string of a view: the parameters of others (a page's own, e.g. a dialog's) are kept,
 * the table's are written, each only when it differs from its default.
 */
export const writeTableUrl = <F extends string, C extends UrlChoices>(
  current: URLSearchParams,
  state: TableUrlState<F, C>,
  choices: C,
): URLSearchParams => {
  const next = new URLSearchParams(current);
  for (const name of [PAGE, SEARCH, SORT, ...Object.keys(choices)]) next.delete(name);
  for (const [name, choice] of Object.entries(choices)) {
    const value = state.choices[name];
    if (value !== undefined && value !== choice.fallback) next.set(name, value);
  }
  if (state.search) next.set(SEARCH, state.search);
  if (state.sort) next.set(SORT, sortToken(state.sort));
  if (state.page > 0) next.set(PAGE, String(Math.min(state.page, MAX_URL_PAGE - 1) + 1));
  return next;
};

/** The free filters a query string names (a missing parameter as ''). */
export const readUrlFilter = <V extends UrlFilterValues>(params: URLSearchParams, filter: UrlFilter<V>): V =>
  filter.read(
    Object.fromEntries(Object.keys(filter.empty).map((name) => [name, params.get(name) ?? ''])) as Record<
      keyof V & string,
      string
    >,
  );

/** The query string with these free filters: the parameters of others kept, a blank filter left out. */
export const writeUrlFilter = <V extends UrlFilterValues>(
  current: URLSearchParams,
  values: V,
  filter: UrlFilter<V>,
): URLSearchParams => {
  const next = new URLSearchParams(current);
  for (const name of Object.keys(filter.empty)) {
    next.delete(name);
    const value = values[name];
    if (value) next.set(name, value);
  }
  return next;
};
