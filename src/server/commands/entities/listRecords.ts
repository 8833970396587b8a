import { sql, type Kysely, type RawBuilder } from 'kysely';
import { PARAM_PREFIX } from '../../../runtime/protocol/envelope';
import type { TFunction } from 'i18next';
import type { Database } from '../../db/Database';
import { entityListIndex, hasEntityListIndex } from '../../entities/EntityListIndex';
import type { EntityRuntime } from '../../entities/EntityRuntime';
import { normalizeSearch } from '../../entities/normalizeSearch';
import { sortExpression } from '../../entities/sortExpression';
import { CommandFailure } from '../CommandFailure';
import { recordItem, type StoredRow } from '../../entities/recordItem';

export interface ListQuery {
  search?: string;
  filter?: Record<string, unknown>;
  sort?: string;
  page?: number;
  pageSize?: number;
  /** Leave out records a disabledNotOffered rule hides from filling. */
  forFilling?: boolean;
  /** An extra condition on the row `r` (lookups with their own meaning). */
  where?: RawBuilder<unknown>;
  /** Lets a broad search use the in-memory list index (EntityListIndex) of this database. */
  index?: { db: Kysely<Database>; maxEntries: number };
}

function invalid(t: TFunction, field: string, reason: string): CommandFailure {
  return new CommandFailure('INVALID_PARAMETERS', {
    field: `${PARAM_PREFIX}${field}`,
    reason: t('server.validation.invalid') + ` (${reason})`,
  });
}

/**
 * Matches counted at most: past it TOTAL is this number and TOTAL_CAPPED is true ("mais de 1.000").
 * Counting costs one row visit per match (~4 µs on PostgreSQL, rows spread over the table): 1,000
 * keeps it near 4 ms where 10,000 took 30 ms.
 */
export const TOTAL_CAP = 1_000;

/** Sorted rows a broad term's page is looked for in before sorting every match instead. */
const WALK_ROWS = 5_000;

export interface ListPage {
  items: Array<Record<string, unknown>>;
  /** Matching records, or TOTAL_CAP when there are more (totalCapped). */
  total: number;
  totalCapped: boolean;
}

/**
 * One page of an entity's live records of the company and its total, counted up to TOTAL_CAP. Filters
 * are jsonb containment; the sort is the expression its partial index was built on
 * (ensureEntityIndexes), id as tie-breaker. A search term picks its plan by how many records match
 * (measured on 100,000 clients, see bench/entities.ts):
 * - up to TOTAL_CAP: one pass over the trigram index collects the matches with their sort keys, giving
 *   the exact total and the page (top-N of at most 1,000 keys, then 50 rows by key);
 * - more (a common word), with no filter: the company's in-memory list index of the entity
 *   (EntityListIndex: ids, search texts and sort keys in every sortable order, caught up by the
 *   rows' writing transactions) gives the page and the exact total in one pass; once loaded it
 *   answers every search of that list;
 * - more, with filters (or the index disabled): the first WALK_ROWS rows in sort order, tested one by
 *   one, usually hold the page; when they do not (matches clustered far along the order, or a deep
 *   page), every match is sorted, and the exact total comes with it (~8 µs per match on PostgreSQL:
 *   70 ms for 8,000 matches, which is why the index exists).
 *
 * Each statement stands alone (no transaction needed): the index catches up in one statement of its own,
 * and a record gone between the index and the page is left out of it.
 *
 * @example const { items, total } = await listRecords(ctx.db, t, companyId, client, { search: 'silva', sort: '-name' });
 */
export async function listRecords(
  /** The database (ctx.db: a read needs no transaction) or an open transaction. */
  trx: Kysely<Database>,
  t: TFunction,
  companyId: number,
  entity: EntityRuntime,
  query: ListQuery,
): Promise<ListPage> {
  const where: RawBuilder<unknown>[] = [
    sql`r.company_id = ${companyId}`,
    sql`r.entity = ${sql.lit(entity.meta.name)}`,
    sql`r.deleted_at is null`,
  ];
  const filterable = new Set(entity.meta.filters?.map((f) => f.field));
  for (const [key, value] of Object.entries(query.filter ?? {})) {
    const field = entity.fields.get(key);
    if (!field || !(field.filterable || filterable.has(key))) throw invalid(t, 'FILTER', key);
    const values = Array.isArray(value) && !(field.type === 'lookup' && field.multiple) ? value : [value];
    if (!values.length || values.some((v) => v === null || (typeof v === 'object' && !Array.isArray(v))))
      throw invalid(t, 'FILTER', key);
    where.push(
      sql`(${sql.join(
        values.map(
          (v) =>
            sql`r.data @> ${JSON.stringify({ [key]: field.type === 'lookup' && field.multiple && !Array.isArray(v) ? [v] : v })}::jsonb`,
        ),
        sql` or `,
      )})`,
    );
  }
  if (query.forFilling)
    for (const rule of entity.meta.rules ?? [])
      if (rule.rule === 'disabledNotOffered')
        where.push(sql`coalesce((r.data->>${sql.lit(rule.field)})::boolean, true)`);
  if (query.where) where.push(query.where);

  const sort = query.sort ?? entity.meta.list.defaultSort;
  const descending = sort.startsWith('-');
  const sortField = entity.fields.get(sort.replace(/^-/, ''));
  if (!sortField?.sortable) throw invalid(t, 'SORT', sort);
  const direction = sql.raw(descending ? 'desc' : 'asc');
  const key = sortExpression(sortField);
  const pageSize = Math.min(query.pageSize ?? entity.meta.list.pageSize ?? 50, 200);
  const offset = ((query.page ?? 1) - 1) * pageSize;
  const term = normalizeSearch(query.search ?? '');
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

  const indexable =
    !!query.index?.maxEntries && !query.where && !query.forFilling && !Object.keys(query.filter ?? {}).length;
  const fromIndex = async (): Promise<ListPage> => {
    const index = entityListIndex(query.index!.db, companyId, entity, query.index!.maxEntries);
    await index.sync(trx);
    const { ids, total } = index.page(term, sortField.key, descending, offset, pageSize);
    const rows = ids.length
      ? await sql<StoredRow>`
          select r.id, r.version, r.data, r.created_at, r.updated_at from entity_records r
          where r.company_id = ${companyId} and r.entity = ${sql.lit(entity.meta.name)}
            and r.deleted_at is null and r.id in (${sql.join(ids)})`.execute(trx)
      : { rows: [] };
    const byId = new Map(rows.rows.map((row) => [Number(row.id), row]));
    const items = ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [recordItem(row)] : [];
    });
    return { items, total, totalCapped: false };
  };

  if (term && indexable && hasEntityListIndex(query.index!.db, companyId, entity)) return fromIndex();
  if (term) {
    const matching = sql.join([...where, sql`r.search_text like ${pattern}`], sql` and `);
    // The CTE hides the sort index from the planner: matches come from the trigram index, then top-N.
    const sortedMatches = async (cap: number | null) => {
      const found = await sql<StoredRow & { n: number }>`
        with m as materialized (
          select r.id, ${key} as k from entity_records r where ${matching}
          ${cap === null ? sql`` : sql`limit ${cap + 1}`}
        ), p as (
          select id, k from m order by k ${direction}, id ${direction} limit ${pageSize} offset ${offset}
        )
        select (select count(*) from m)::int as n, r.id, r.version, r.data, r.created_at, r.updated_at
        from (select 1) as one
        left join (p join entity_records r
          on r.company_id = ${companyId} and r.entity = ${sql.lit(entity.meta.name)} and r.id = p.id) on true
        order by p.k ${direction}, p.id ${direction}`.execute(trx);
      return {
        n: Number(found.rows[0]?.n ?? 0),
        items: found.rows.filter((row) => row.id !== null).map(recordItem),
      };
    };
    const capped = await sortedMatches(TOTAL_CAP);
    if (capped.n <= TOTAL_CAP) return { items: capped.items, total: capped.n, totalCapped: false };
    if (indexable) return fromIndex();
    // A subquery limit, not a hint: the first WALK_ROWS rows in index order, whatever the estimates.
    const walked = await sql<StoredRow>`
      with w as (
        select s.id, s.k from (
          select r.id, r.search_text, ${key} as k from entity_records r
          where ${sql.join(where, sql` and `)}
          order by ${key} ${direction}, r.id ${direction} limit ${WALK_ROWS}
        ) s where s.search_text like ${pattern}
        order by s.k ${direction}, s.id ${direction} limit ${pageSize} offset ${offset}
      )
      select r.id, r.version, r.data, r.created_at, r.updated_at from w join entity_records r
        on r.company_id = ${companyId} and r.entity = ${sql.lit(entity.meta.name)} and r.id = w.id
      order by w.k ${direction}, w.id ${direction}`.execute(trx);
    if (walked.rows.length === pageSize)
      return { items: walked.rows.map(recordItem), total: TOTAL_CAP, totalCapped: true };
    const all = await sortedMatches(null);
    return { items: all.items, total: all.n, totalCapped: false };
  }

  const condition = sql.join(where, sql` and `);
  // The page and its count in one statement (one round trip, one pool checkout without a transaction);
  // the count stops past the cap, so a short list costs a few row visits more at most.
  const rows = await sql<StoredRow & { n: number }>`
    with p as (
      select r.id, r.version, r.data, r.created_at, r.updated_at, ${key} as k from entity_records r
      where ${condition}
      order by ${key} ${direction}, r.id ${direction}
      limit ${pageSize} offset ${offset}
    )
    select (select count(*) from (select 1 from entity_records r where ${condition} limit ${TOTAL_CAP + 1}) s)::int as n,
      p.id, p.version, p.data, p.created_at, p.updated_at
    from (select 1) as one left join p on true
    order by p.k ${direction}, p.id ${direction}`.execute(trx);
  const n = Number(rows.rows[0]?.n ?? 0);
  const items = rows.rows.filter((row) => row.id !== null).map(recordItem);
  return { items, total: Math.min(n, TOTAL_CAP), totalCapped: n > TOTAL_CAP };
}
