import { sql, type Transaction } from 'kysely';
import { entityFieldErrors } from '../../runtime/entities/entityFieldErrors';
import { normalizeEntityData } from '../../runtime/entities/normalizeEntityData';
import { companyRecordIds } from '../db/companyRecordIds';
import type { Database } from '../db/Database';
import type { EntityRuntime, ImageField, LookupField } from './EntityRuntime';
import { uniqueValuesOf, type UniqueValue } from './uniqueValuesOf';

/** One problem of one row (1 = the first row sent): the field's path, its label key and a catalogue code. */
export interface RecordProblem {
  row: number;
  path: string;
  label: string;
  code: string;
  vars?: Record<string, unknown>;
}

export interface CheckedRecords {
  /** Normalised data with defaults, in the rows' order. */
  data: Array<Record<string, unknown>>;
  unique: UniqueValue[][];
  problems: RecordProblem[];
}

type Trx = Transaction<Database>;

function idsIn(data: Record<string, unknown>, lookup: LookupField): number[] {
  const pick = (value: unknown): number[] =>
    Array.isArray(value)
      ? value.filter((v) => typeof v === 'number')
      : typeof value === 'number'
        ? [value]
        : [];
  if (!lookup.list) return pick(data[lookup.field.key]);
  return ((data[lookup.list] as Array<Record<string, unknown>> | undefined) ?? []).flatMap((row) =>
    pick(row[lookup.field.key]),
  );
}

/** An uploaded image's id: a non-empty text that is no address (`https://...`, `/...`). */
const imageIdOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' && !/^(https?:)?\//.test(value) ? value : undefined;

/** The image ids a record holds, each with its field (top level or in a list's rows). */
function imageIdsIn(
  data: Record<string, unknown>,
  fields: readonly ImageField[],
): Array<{ id: string; field: ImageField }> {
  return fields.flatMap((field) => {
    const values = field.list
      ? ((data[field.list] as Array<Record<string, unknown>> | undefined) ?? []).map(
          (row) => row?.[field.field.key],
        )
      : [data[field.field.key]];
    return values.flatMap((value) => {
      const id = imageIdOf(value);
      return id === undefined ? [] : [{ id, field }];
    });
  });
}

/** The ancestors of `start` through `field` (itself first), bounded so bad data cannot loop forever. */
async function ancestors(trx: Trx, companyId: number, entity: EntityRuntime, field: string, start: number) {
  const key = sql.lit(field);
  const name = entity.meta.name;
  const result = await sql<{ id: string }>`
    with recursive up(id, parent, depth) as (
      select id, (data->>${key})::bigint, 1 from entity_records
      where company_id = ${companyId} and entity = ${name} and id = ${start} and deleted_at is null
      union all
      select r.id, (r.data->>${key})::bigint, up.depth + 1 from entity_records r join up on r.id = up.parent
      where r.company_id = ${companyId} and r.entity = ${name} and r.deleted_at is null and up.depth < 1000
    ) select id::text as id from up`.execute(trx);
  return result.rows.map((r) => Number(r.id));
}

/**
 * Everything a save checks before writing, for one row (SaveEntity) or thousands (SaveEntities) with a
 * constant number of queries: the data schema (formats, required, lists), lookups that must be live
 * records of the same company, image ids that are the company's uploads, the entity's rules (noSelfParent, noCycle, for `ownId`), and uniqueness
 * both between the rows and against the company's other records.
 *
 * @example const { data, problems } = await checkRecords(trx, companyId, entity, [params.DATA], params.ID);
 */
export async function checkRecords(
  trx: Trx,
  companyId: number,
  entity: EntityRuntime,
  rows: unknown[],
  ownId?: number,
): Promise<CheckedRecords> {
  const problems: RecordProblem[] = [];
  const valid: boolean[] = [];
  const data = rows.map((row, index) => {
    const normal = normalizeEntityData(row);
    const record = (normal && typeof normal === 'object' && !Array.isArray(normal) ? normal : {}) as Record<
      string,
      unknown
    >;
    for (const field of entity.meta.fields)
      if (field.default !== undefined && record[field.key] === undefined) record[field.key] = field.default;
    const ok = entity.validate(record);
    valid.push(ok);
    if (!ok)
      for (const error of entityFieldErrors(entity.meta, entity.validate.errors ?? []))
        problems.push({ row: index + 1, ...error });
    return record;
  });

  for (const lookup of entity.lookups) {
    const wanted = [...new Set(data.flatMap((d, i) => (valid[i] ? idsIn(d, lookup) : [])))];
    const found = await companyRecordIds(trx, companyId, lookup.entity, wanted);
    data.forEach((d, i) => {
      if (valid[i] && idsIn(d, lookup).some((id) => !found.has(id)))
        problems.push({
          row: i + 1,
          path: lookup.list ? `${lookup.list}.${lookup.field.key}` : lookup.field.key,
          label: lookup.field.label,
          code: 'LOOKUP_NOT_FOUND',
        });
    });
  }

  // An image field, top level or in a list's rows, holds an uploaded image's id (EnviarImagem), which
  // must be one of the company's, or an address typed before images were uploads. One query for all.
  const images = data.map((d, i) => (valid[i] ? imageIdsIn(d, entity.images) : []));
  const wantedImages = [...new Set(images.flat().map((image) => image.id))];
  if (wantedImages.length) {
    const found = new Set(
      (
        await trx
          .selectFrom('images')
          .select('id')
          .where('company_id', '=', companyId)
          .where('id', 'in', wantedImages)
          // Held until the save commits: the orphan sweep skips an image a save is about to reference.
          .forKeyShare()
          .execute()
      ).map((r) => String(r.id)),
    );
    images.forEach((list, i) => {
      const missing = new Set(list.filter((image) => !found.has(image.id)).map((image) => image.field));
      for (const field of missing)
        problems.push({
          row: i + 1,
          path: field.list ? `${field.list}.${field.field.key}` : field.field.key,
          label: field.field.label,
          code: 'LOOKUP_NOT_FOUND',
        });
    });
  }

  if (ownId !== undefined)
    for (const rule of entity.meta.rules ?? []) {
      const parent = data[0]?.[rule.field];
      if (typeof parent !== 'number') continue;
      const label = entity.fields.get(rule.field)!.label;
      if (rule.rule === 'noSelfParent' && parent === ownId)
        problems.push({ row: 1, path: rule.field, label, code: 'SELF_PARENT' });
      if (
        rule.rule === 'noCycle' &&
        parent !== ownId &&
        (await ancestors(trx, companyId, entity, rule.field, parent)).includes(ownId)
      )
        problems.push({ row: 1, path: rule.field, label, code: 'PARENT_CYCLE' });
    }

  const unique = data.map((d, i) => (valid[i] ? uniqueValuesOf(entity, d) : []));
  const claimed = new Map<string, number>();
  unique.forEach((values, i) => {
    for (const v of values) {
      const key = `${v.namespace}\u0000${v.value}`;
      if (claimed.has(key))
        problems.push({
          row: i + 1,
          path: v.field.key,
          label: v.field.label,
          code: 'DUPLICATE_VALUE',
          vars: { value: v.shown },
        });
      else claimed.set(key, i);
    }
  });
  if (claimed.size) {
    const wanted = JSON.stringify(unique.flat().map((v) => ({ field: v.namespace, value: v.value })));
    const taken = await sql<{ field: string; value: string }>`
      select k.field, k.value from entity_unique_keys k
      join jsonb_to_recordset(${wanted}::jsonb) as x(field text, value text) on k.field = x.field and k.value = x.value
      where k.company_id = ${companyId} and k.entity = ${entity.meta.name}
      ${ownId !== undefined ? sql`and k.record_id <> ${ownId}` : sql``}`.execute(trx);
    for (const row of taken.rows) {
      const index = claimed.get(`${row.field}\u0000${row.value}`);
      const value =
        index === undefined
          ? undefined
          : unique[index]!.find((v) => v.namespace === row.field && v.value === row.value);
      if (index !== undefined && value)
        problems.push({
          row: index + 1,
          path: value.field.key,
          label: value.field.label,
          code: 'DUPLICATE_VALUE',
          vars: { value: value.shown },
        });
    }
  }
  problems.sort((a, b) => a.row - b.row);
  return { data, unique, problems };
}
