// One stored collection: records kept in a Feathers memory service, which gives the Feathers query
// semantics ($limit, $skip, $sort, $in, $or, ...) from a maintained library. Writes are synchronous
// (check-and-set cannot interleave with another request) and journaled before they return.
import { MemoryService } from '@feathersjs/memory';
import { compare, select, sorter } from '@feathersjs/adapter-commons';
import type { Paginated, Params, Query } from '@feathersjs/feathers';
import type { PaginationOptions } from '@feathersjs/adapter-commons';
import { maxPageSize, defaultPageSize } from '../config.ts';
import type { JournalEntry } from './journal.ts';
import { matcher, storeOperators } from './matcher.ts';

export type Id = string | number;
export type Page<T> = { total: number; limit: number; skip: number; data: T[] };
/**
 * A record predicate the query language cannot say (it runs with the query, before counting). Its
 * name keys the query cache: one name, one meaning, over the store's current state.
 */
export type Where<T> = { readonly name: string; readonly test: (record: T) => boolean };

/**
 * Fields a query may sort by that records do not hold, computed per record (an organization's name
 * on a connection, seen from one side). Its name keys the query cache like `Where`'s.
 */
export type SortKeys<T> = {
  readonly name: string;
  readonly fields: Readonly<Record<string, (record: T) => unknown>>;
};

/** Counts every write to any collection of a store: cached query results are valid for one value. */
export type StoreVersion = { value: number };
const INDEX = '\u0000index';
/** How many recent queries' sorted matches a collection keeps. */
const CACHED_QUERIES = 64;

/**
 * Fields whose values sort by their order value (1, 2, ... in the listed order) instead of their own
 * value: `$sort[status]=1` on connections is pending, accepted, confirmed, ... (product-reference §9).
 */
export type SortOrders = Readonly<Record<string, readonly string[]>>;

type Sort = Record<string, 1 | -1>;
type Compare = (a: Record<string, unknown>, b: Record<string, unknown>) => number;

/**
 * The memory adapter's `sorter` option: adapter-commons' sorter, except that the fields of `orders`
 * compare by order value. Values outside the order sort after the listed ones.
 */
export const orderSorter =
  (orders: SortOrders) =>
  ($sort: Sort): Compare => {
    const compares: Compare[] = Object.entries($sort).map(([field, direction]) => {
      const order = orders[field];
      if (!order) return sorter({ [field]: direction });
      const ranks = new Map<unknown, number>(order.map((value, i) => [value, i + 1]));
      const rank = (value: unknown) => ranks.get(value) ?? order.length + 1;
      return (a, b) => direction * compare(rank(a[field]), rank(b[field]));
    });
    return (a, b) => {
      for (const c of compares) {
        const comparison = c(a, b);
        if (comparison !== 0) return comparison;
      }
      return 0;
    };
  };

export interface FindParams<T> extends Params {
  paginate?: PaginationOptions | false;
  where?: Where<T>;
  sortKeys?: SortKeys<T>;
}

/**
 * The memory service with one change to its `_find`: it matches first (the query and `where`),
 * counts, and then sorts only the matches and pages them. The library sorts every stored record
 * before matching when it pages, which costs most of a request over 10,000 connections; and it has
 * no place for `where`. Query sanitizing, the matcher (sift) and the sorter stay the library's.
 * The sorted matches of the last queries are kept while the store does not change, so paging
 * through a large list (and counting its tabs again) matches and sorts once, not per page.
 */
export class CollectionService<T> extends MemoryService<T, Partial<T>, FindParams<T>> {
  version: StoreVersion = { value: 0 };
  private readonly cache = new Map<string, T[]>();
  private cachedAt = -1;

  override async _find(params?: FindParams<T> & { paginate?: PaginationOptions }): Promise<Paginated<T>>;
  override async _find(params?: FindParams<T> & { paginate: false }): Promise<T[]>;
  override async _find(params?: FindParams<T>): Promise<Paginated<T> | T[]>;
  override async _find(params: FindParams<T> = {}): Promise<Paginated<T> | T[]> {
    const { paginate } = this.getOptions(params);
    const { query, filters } = this.getQuery(params);
    const skip: number = filters.$skip ?? 0;
    const limit: number | undefined = filters.$limit;
    const values = this.sortedMatches(
      query,
      filters.$sort as Sort | undefined,
      params.where,
      params.sortKeys,
    );
    const pick = select(params, this.id);
    const data = values
      .slice(skip, limit === undefined ? undefined : skip + limit)
      .map((v) => pick(JSON.parse(JSON.stringify(v))) as T);
    return paginate ? { total: values.length, limit: limit as number, skip, data } : data;
  }

  /** The records the query and `where` match, in `$sort` order: from the cache while the store is unchanged. */
  private sortedMatches(
    query: Query,
    $sort: Sort | undefined,
    where: Where<T> | undefined,
    sortKeys: SortKeys<T> | undefined,
  ): T[] {
    if (this.cachedAt !== this.version.value) {
      this.cache.clear();
      this.cachedAt = this.version.value;
    }
    const key = JSON.stringify([query, $sort ?? null, where?.name ?? null, sortKeys?.name ?? null]);
    const cached = this.cache.get(key);
    if (cached) return cached;
    // Both are set: the memory service defaults matcher to sift, and Collection passes a sorter.
    const matches = Object.keys(query).length > 0 ? this.options.matcher!(query) : undefined;
    let values = Object.values(this.store);
    if (matches || where)
      values = values.filter((v) => (!matches || matches(v)) && (!where || where.test(v)));
    if ($sort !== undefined) values = this.sorted(values, $sort, sortKeys);
    if (this.cache.size >= CACHED_QUERIES) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, values);
    return values;
  }

  /** `values` in `$sort` order; fields of `sortKeys` are computed once per record, then compared. */
  private sorted(values: T[], $sort: Sort, sortKeys: SortKeys<T> | undefined): T[] {
    const computed = Object.keys($sort).filter((field) => sortKeys?.fields[field]);
    if (computed.length === 0) return values.sort(this.options.sorter!($sort));
    const keyed = values.map((record, index) => {
      const row: Record<string, unknown> = { ...(record as object), [INDEX]: index };
      for (const field of computed) row[field] = sortKeys!.fields[field]!(record);
      return row;
    });
    keyed.sort(this.options.sorter!($sort));
    return keyed.map((row) => values[row[INDEX] as number]!);
  }
}

export class Collection<T extends object> {
  readonly service: CollectionService<T>;
  private nextId = 1;

  constructor(
    readonly name: string,
    readonly idField: keyof T & string,
    private readonly onWrite: (entry: JournalEntry) => void,
    orders: SortOrders = {},
    private readonly version: StoreVersion = { value: 0 },
  ) {
    this.service = new CollectionService<T>({
      id: idField,
      paginate: { default: defaultPageSize, max: maxPageSize },
      multi: false,
      matcher,
      // `$and` may nest under `$or` once party conditions are resolved; the others are the matcher's.
      operators: ['$and', ...storeOperators],
      sorter: orderSorter(orders),
    });
    this.service.version = version;
  }

  private get records(): Record<string, T> {
    return this.service.store as Record<string, T>;
  }

  get(id: Id): T | undefined {
    return this.records[String(id)];
  }

  all(): T[] {
    return Object.values(this.records);
  }

  filter(predicate: (record: T) => boolean): T[] {
    return this.all().filter(predicate);
  }

  /**
   * A Feathers query, already validated. Pages when asked to: `total` counts every record the query
   * and `where` match; `$limit` defaults to 10 and stops at 100,000 (`$limit=0` only counts).
   */
  async find(query: Query, paginate: true, where?: Where<T>, sortKeys?: SortKeys<T>): Promise<Page<T>>;
  async find(query: Query, paginate: false, where?: Where<T>, sortKeys?: SortKeys<T>): Promise<T[]>;
  async find(
    query: Query,
    paginate: boolean,
    where?: Where<T>,
    sortKeys?: SortKeys<T>,
  ): Promise<Page<T> | T[]> {
    const params: FindParams<T> = { query, ...(where ? { where } : {}), ...(sortKeys ? { sortKeys } : {}) };
    if (paginate) {
      const page = (await this.service.find({
        ...params,
        paginate: this.service.options.paginate,
      })) as Paginated<T>;
      return { total: page.total, limit: page.limit, skip: page.skip, data: page.data };
    }
    return (await this.service.find({ ...params, paginate: false })) as T[];
  }

  insert(data: Omit<T, 'id'> & Partial<Record<'id', number>>): T {
    const given = (data as Record<string, unknown>)[this.idField];
    const id = given ?? this.nextId;
    if (typeof id === 'number' && id >= this.nextId) this.nextId = id + 1;
    const record = { ...data, [this.idField]: id } as T;
    this.put(record);
    return record;
  }

  /**
   * Patch one record. `guard` sees the current record and throws to refuse: the check and the write
   * happen in one synchronous step, so of two concurrent updates exactly one sees the old state.
   */
  update(id: Id, patch: Partial<T>, guard?: (current: T) => void): T {
    const current = this.get(id);
    if (!current) throw new Error(`${this.name} ${id} does not exist`);
    guard?.(current);
    const record = { ...current, ...patch, [this.idField]: current[this.idField] } as T;
    this.put(record);
    return record;
  }

  remove(id: Id): void {
    if (!(String(id) in this.records)) return;
    delete this.records[String(id)];
    this.version.value++;
    this.onWrite({ c: this.name, op: 'del', id });
  }

  private put(record: T): void {
    const id = record[this.idField] as Id;
    this.records[String(id)] = record;
    this.version.value++;
    this.onWrite({ c: this.name, op: 'put', id, rec: record });
  }

  /** Replace everything without journaling (seed, snapshot load, replay). */
  load(records: T[]): void {
    this.version.value++;
    this.service.store = {};
    this.nextId = 1;
    for (const record of records)
      this.apply({ c: this.name, op: 'put', id: record[this.idField] as Id, rec: record });
  }

  apply(entry: JournalEntry): void {
    this.version.value++;
    if (entry.op === 'del') {
      delete this.records[String(entry.id)];
      return;
    }
    this.records[String(entry.id)] = entry.rec as T;
    if (typeof entry.id === 'number' && entry.id >= this.nextId) this.nextId = entry.id + 1;
  }
}
