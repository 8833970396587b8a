import { sql, type Kysely, type Transaction } from 'kysely';
import type { EntityField } from '../../runtime/entities/EntityMeta';
import type { Database } from '../db/Database';
import type { EntityRuntime } from './EntityRuntime';
import { sortExpression } from './sortExpression';

type Key = string | number | null;

interface Entry {
  id: number;
  /** The stored search_text (normalised as CMD.SEARCH terms are). */
  search: string;
  /** Sort keys as the database computes them (sortExpression), one per sortable field. */
  keys: Key[];
  /** Where its search text sits in the joined text. */
  slot: number;
}

const NUMERIC = new Set(['number', 'integer', 'money']);

/** Joins search texts; normalised terms and texts never contain it. */
const SEPARATOR = '\u0000';

/** Above this many changed rows a catch-up rebuilds everything instead of moving rows one by one. */
const REBUILD_AFTER = 500;

/** Records changed since the joined text was built, searched one by one, before it is rebuilt. */
const MAX_LATER = 2_000;

function comparator(position: number) {
  // The database's order: keys ascending with NULLs last, id as tie-breaker. Keys are compared by code
  // unit, which is PostgreSQL's order under a C / C.UTF-8 collation (the default of PGlite and of our
  // servers) outside characters beyond the Basic Multilingual Plane.
  return (a: Entry, b: Entry): number => {
    const x = a.keys[position] ?? null;
    const y = b.keys[position] ?? null;
    if (x !== y) {
      if (x === null) return 1;
      if (y === null) return -1;
      return x < y ? -1 : 1;
    }
    return a.id - b.id;
  };
}

/** First position in `order` whose entry sorts at or after `entry`. */
function lowerBound(order: Entry[], entry: Entry, compare: (a: Entry, b: Entry) => number): number {
  let low = 0;
  let high = order.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(order[middle]!, entry) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

export interface IndexPage {
  ids: number[];
  total: number;
}

/**
 * One company's live records of one entity held in memory as (id, search_text, sort keys): a broad
 * search term (thousands of matches) is answered with one indexOf pass over every search text joined
 * in one string, and the matches' ranks in the asked order sorted as integers, instead of fetching and
 * sorting every match from the table (about 8 µs per match on PostgreSQL; see bench/entities.ts).
 * Orders (one per sortable field) and their ranks are built on first use; a changed record is moved in
 * each order and takes a new slot past the joined text, searched on its own (the old slot is left dead),
 * until enough have changed to rebuild: an edit costs microseconds, not a copy of every text.
 * Kept current through the writing transaction's id on each row (migration 0029): each use loads only
 * the rows written by transactions at or after the oldest one running when it last looked, so it is
 * exact across processes too, and writers wait on nothing.
 */
export class EntityListIndex {
  /** The oldest transaction still running at the last catch-up (xid8 as text); null before the first. */
  private watermark: string | null = null;
  /** Per record held, the transaction whose write of it was applied (a catch-up may read it again). */
  private readonly applied = new Map<number, string>();
  private readonly entries = new Map<number, Entry>();
  private readonly orders = new Map<number, Entry[]>();
  private readonly ranks = new Map<number, Int32Array>();
  /** Joined search texts by slot; a slot whose record changed or went is dead (null in slotEntries). */
  private text = '';
  private starts: number[] = [];
  private slotEntries: Array<Entry | null> = [];
  private dead = 0;
  private readonly sortable: EntityField[];
  private queue: Promise<void> = Promise.resolve();

  constructor(
    readonly companyId: number,
    readonly entity: EntityRuntime,
  ) {
    this.sortable = entity.meta.fields.filter((f) => f.sortable);
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * Catches up with the rows written since the last call (all of them the first time). Calls run one
   * after another, so a slower, older catch-up never lands after a newer one.
   */
  sync(trx: Transaction<Database> | Kysely<Database>): Promise<void> {
    const next = this.queue.then(() => this.catchUp(trx));
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async catchUp(trx: Transaction<Database> | Kysely<Database>): Promise<void> {
    const name = this.entity.meta.name;
    const first = this.watermark === null;
    const keys = this.sortable.map((f, i) => sql`${sortExpression(f)} as ${sql.ref(`k${i}`)}`);
    // One statement, so one snapshot: the rows its transactions wrote and the oldest transaction still
    // running then (migration 0029). A row of a transaction at or past that point may commit later; the
    // next catch-up reads from there, and skips what it already applied (same id, same transaction).
    const rows = await sql<Record<string, string | boolean | null>>`
      select s.xmin::text as xmin, r.id::text as id, r.xid::text as xid, r.search_text,
        r.deleted_at is not null as gone${keys.length ? sql`, ` : sql``}${sql.join(keys)}
      from (select pg_snapshot_xmin(pg_current_snapshot()) as xmin) s
      left join entity_records r on r.company_id = ${this.companyId} and r.entity = ${name}
        and ${first ? sql`r.deleted_at is null` : sql`r.xid >= ${this.watermark}::xid8`}`.execute(trx);
    const changed = rows.rows
      .filter((row) => row.id !== null && this.applied.get(Number(row.id)) !== row.xid)
      .map((row) => ({
        gone: row.gone === true,
        xid: String(row.xid),
        entry: {
          id: Number(row.id),
          search: String(row.search_text ?? ''),
          keys: this.sortable.map((field, i) => {
            const value = row[`k${i}`];
            if (value === null || value === undefined) return null;
            return NUMERIC.has(field.type) ? Number(value) : String(value);
          }),
          slot: -1,
        } satisfies Entry,
      }));
    if (first || changed.length > REBUILD_AFTER) {
      for (const { gone, entry } of changed) {
        if (gone) this.entries.delete(entry.id);
        else this.entries.set(entry.id, entry);
      }
      this.rebuild();
    } else {
      for (const { gone, entry } of changed) this.move(entry, gone);
      const later = this.slotEntries.length - this.starts.length;
      if (this.dead > this.slotEntries.length / 4 || later > MAX_LATER) this.rebuild();
    }
    // Deleted ones too: read again while an older transaction runs, they are skipped like the others.
    for (const { entry, xid } of changed) this.applied.set(entry.id, xid);
    this.watermark = String(rows.rows[0]!.xmin);
  }

  /** The page of ids matching `term` (a substring of search_text) in the field's order, and how many match. */
  page(term: string, sortField: string, descending: boolean, offset: number, pageSize: number): IndexPage {
    if (term.includes(SEPARATOR)) return { ids: [], total: 0 };
    const position = this.sortable.findIndex((f) => f.key === sortField);
    const order = this.orderOf(position);
    const ranks = this.ranksOf(position);
    const { text, starts, slotEntries } = this;
    // A record matching twice counts once: the search resumes at the next slot.
    const found: number[] = [];
    let slot = 0;
    for (let at = starts.length ? text.indexOf(term) : -1; at !== -1;) {
      while (slot + 1 < starts.length && starts[slot + 1]! <= at) slot++;
      if (slotEntries[slot]) found.push(ranks[slot]!);
      if (slot + 1 >= starts.length) break;
      at = text.indexOf(term, starts[slot + 1]);
    }
    // Records changed since the joined text was built are looked at one by one.
    for (let later = starts.length; later < slotEntries.length; later++) {
      const entry = slotEntries[later];
      if (entry?.search.includes(term)) found.push(ranks[later]!);
    }
    const matches = Int32Array.from(found).sort();
    const total = matches.length;
    const ids: number[] = [];
    for (let i = offset; i < Math.min(total, offset + pageSize); i++)
      ids.push(order[matches[descending ? total - 1 - i : i]!]!.id);
    return { ids, total };
  }

  /** Every live record in a fresh joined text, orders rebuilt on next use. */
  private rebuild(): void {
    this.starts = [];
    this.slotEntries = [];
    const texts: string[] = [];
    let length = 0;
    for (const entry of this.entries.values()) {
      entry.slot = this.slotEntries.length;
      this.slotEntries.push(entry);
      this.starts.push(length);
      texts.push(entry.search);
      length += entry.search.length + SEPARATOR.length;
    }
    this.text = texts.join(SEPARATOR);
    this.dead = 0;
    this.orders.clear();
    this.ranks.clear();
  }

  private orderOf(position: number): Entry[] {
    let order = this.orders.get(position);
    if (!order) {
      order = [...this.entries.values()].sort(comparator(position));
      this.orders.set(position, order);
    }
    return order;
  }

  /** Per slot, its record's position in the order (dead slots: -1). */
  private ranksOf(position: number): Int32Array {
    let ranks = this.ranks.get(position);
    if (!ranks) {
      ranks = new Int32Array(this.slotEntries.length).fill(-1);
      this.orderOf(position).forEach((entry, rank) => (ranks![entry.slot] = rank));
      this.ranks.set(position, ranks);
    }
    return ranks;
  }

  private move(entry: Entry, gone: boolean): void {
    const previous = this.entries.get(entry.id);
    for (const [position, order] of this.orders) {
      const compare = comparator(position);
      if (previous) {
        const at = lowerBound(order, previous, compare);
        if (order[at] === previous) order.splice(at, 1);
      }
      if (!gone) order.splice(lowerBound(order, entry, compare), 0, entry);
    }
    this.ranks.clear();
    if (previous) {
      this.slotEntries[previous.slot] = null;
      this.dead++;
      this.entries.delete(entry.id);
    }
    if (gone) return;
    // A new slot past the joined text (rebuilding it would copy every text for one change).
    entry.slot = this.slotEntries.length;
    this.slotEntries.push(entry);
    this.entries.set(entry.id, entry);
  }
}

const registries = new WeakMap<Kysely<Database>, Map<string, EntityListIndex>>();

/**
 * The index of a company's entity for this database, created empty on first use. Indexes are kept in
 * least-recently-used order and dropped, oldest first, while they hold more than `maxEntries` records
 * in all (CAMPO_LIST_INDEX_MAX_ENTRIES).
 *
 * @example const index = entityListIndex(db, companyId, client, 1_000_000); await index.sync(trx);
 */
export function entityListIndex(
  db: Kysely<Database>,
  companyId: number,
  entity: EntityRuntime,
  maxEntries: number,
): EntityListIndex {
  let registry = registries.get(db);
  if (!registry) registries.set(db, (registry = new Map()));
  const key = `${companyId}:${entity.meta.name}`;
  let index = registry.get(key);
  if (index && index.entity !== entity) index = undefined; // metadata reloaded
  registry.delete(key);
  registry.set(key, index ?? (index = new EntityListIndex(companyId, entity)));
  let held = 0;
  for (const other of registry.values()) held += other.size;
  for (const [otherKey, other] of registry) {
    if (held <= maxEntries || other === index) break;
    held -= other.size;
    registry.delete(otherKey);
  }
  return index;
}

/** Whether a list of this company's entity already has a loaded index (no load is started). */
export function hasEntityListIndex(db: Kysely<Database>, companyId: number, entity: EntityRuntime): boolean {
  const index = registries.get(db)?.get(`${companyId}:${entity.meta.name}`);
  return !!index && index.entity === entity && index.size > 0;
}
