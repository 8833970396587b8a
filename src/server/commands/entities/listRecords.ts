import { sql, type RawBuilder, type Transaction } from 'kysely';
import { PARAM_PREFIX } from '../../../runtime/protocol/envelope';
import type { TFunction } from 'i18next';
import type { Database } from '../../db/Database';
import type { EntityRuntime } from '../../entities/EntityRuntime';
import { normalizeSearch } from '../../entities/normalizeSearch';
import { sortExpression } from '../../entities/sortExpression';
import { CommandFailure } from '../CommandFailure';
import { recordItem, type StoredRow } from './recordItem';

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
}

function invalid(t: TFunction, field: string, reason: string): CommandFailure {
  return new CommandFailure('INVALID_PARAMETERS', {
    field: `${PARAM_PREFIX}${field}`,
    reason: t('server.validation.invalid') + ` (${reason})`,
  });
}

/**
 * One page of an entity's live records of the company and the total, in two indexed queries: the search
 * term against search_text (trigram index when pg_trgm is there), filters as jsonb containment, the sort
 * expression its partial index was built on (ensureEntityIndexes), id as tie-breaker.
 *
 * @example const { items, total } = await listRecords(trx, t, companyId, client, { search: 'silva', sort: '-name' });
 */
export async function listRecords(
  trx: Transaction<Database>,
  t: TFunction,
  companyId: number,
  entity: EntityRuntime,
  query: ListQuery,
): Promise<{ items: Array<Record<string, unknown>>; total: number }> {
  const where: RawBuilder<unknown>[] = [
    sql`r.company_id = ${companyId}`,
    sql`r.entity = ${sql.lit(entity.meta.name)}`,
    sql`r.deleted_at is null`,
  ];
  const term = normalizeSearch(query.search ?? '');
  if (term) where.push(sql`r.search_text like ${`%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
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
  const pageSize = Math.min(query.pageSize ?? entity.meta.list.pageSize ?? 50, 200);
  const offset = ((query.page ?? 1) - 1) * pageSize;
  const condition = sql.join(where, sql` and `);

  const rows = await sql<StoredRow>`
    select r.id, r.version, r.data, r.created_at, r.updated_at from entity_records r where ${condition}
    order by ${sortExpression(sortField)} ${direction}, r.id ${direction}
    limit ${pageSize} offset ${offset}`.execute(trx);
  const total =
    offset === 0 && rows.rows.length < pageSize
      ? rows.rows.length
      : Number(
          (
            await sql<{ n: string }>`select count(*) as n from entity_records r where ${condition}`.execute(
              trx,
            )
          ).rows[0]?.n ?? 0,
        );
  return { items: rows.rows.map(recordItem), total };
}
