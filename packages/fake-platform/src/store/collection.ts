// One stored collection: records kept in a Feathers memory service, which gives the Feathers query
// semantics ($limit, $skip, $sort, $in, $or, ...) from a maintained library. Writes are synchronous
// (check-and-set cannot interleave with another request) and journaled before they return.
import { MemoryService } from '@feathersjs/memory';
import type { Paginated, Query } from '@feathersjs/feathers';
import { maxPageSize, defaultPageSize } from '../config.ts';
import type { JournalEntry } from './journal.ts';

export type Id = string | number;
export type Page<T> = { total: number; limit: number; skip: number; data: T[] };

export class Collection<T extends object> {
  readonly service: MemoryService<T>;
  private nextId = 1;

  constructor(
    readonly name: string,
    readonly idField: keyof T & string,
    private readonly onWrite: (entry: JournalEntry) => void,
  ) {
    this.service = new MemoryService<T>({
      id: idField,
      paginate: { default: defaultPageSize, max: maxPageSize },
      multi: false,
    });
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

  /** A Feathers query, already validated. Pages when asked to. */
  async find(query: Query, paginate: true): Promise<Page<T>>;
  async find(query: Query, paginate: false): Promise<T[]>;
  async find(query: Query, paginate: boolean): Promise<Page<T> | T[]> {
    if (paginate) {
      const page = (await this.service.find({
        query,
        paginate: this.service.options.paginate,
      })) as Paginated<T>;
      return { total: page.total, limit: page.limit, skip: page.skip, data: page.data };
    }
    return (await this.service.find({ query, paginate: false })) as unknown as T[];
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
    this.onWrite({ c: this.name, op: 'del', id });
  }

  private put(record: T): void {
    const id = record[this.idField] as Id;
    this.records[String(id)] = record;
    this.onWrite({ c: this.name, op: 'put', id, rec: record });
  }

  /** Replace everything without journaling (seed, snapshot load, replay). */
  load(records: T[]): void {
    this.service.store = {};
    this.nextId = 1;
    for (const record of records)
      this.apply({ c: this.name, op: 'put', id: record[this.idField] as Id, rec: record });
  }

  apply(entry: JournalEntry): void {
    if (entry.op === 'del') {
      delete this.records[String(entry.id)];
      return;
    }
    this.records[String(entry.id)] = entry.rec as T;
    if (typeof entry.id === 'number' && entry.id >= this.nextId) this.nextId = entry.id + 1;
  }
}
