import { addEntityFormats } from '../../runtime/entities/addEntityFormats';
import { entityDataSchema } from '../../runtime/entities/entityDataSchema';
import type { EntityField, EntityMeta } from '../../runtime/entities/EntityMeta';
import { MetadataError, type MetadataProblem } from '../../runtime/metadata/MetadataError';
import { createAjv } from '../../runtime/schemas/createAjv';
import type { ServerMetadata } from '../metadata/ServerMetadata';
import type { EntityRuntime, ImageField, LookupField, UniqueField } from './EntityRuntime';

/**
 * Entities stored elsewhere that lookups may still refer to: employees (squad members, notified
 * responsibles) and libraries (an asset's library); read through commands/entities/externalLookups.ts.
 */
export const EXTERNAL_LOOKUP_ENTITIES = new Set(['employee', 'library']);

const cache = new WeakMap<ServerMetadata, Map<string, EntityRuntime>>();

function problemsOf(file: string, meta: EntityMeta, names: Set<string>): MetadataProblem[] {
  const problems: MetadataProblem[] = [];
  const top = new Map(meta.fields.map((f) => [f.key, f]));
  const need = (key: string, where: string) => {
    if (!top.has(key)) problems.push({ file, path: where, reason: `unknown field ${key}` });
  };
  need(meta.titleField, '/titleField');
  need(meta.list.defaultSort.replace(/^-/, ''), '/list/defaultSort');
  meta.list.columns.forEach((c, i) => need(c.field, `/list/columns/${i}`));
  meta.filters?.forEach((f, i) => need(f.field, `/filters/${i}`));
  meta.form.sections.forEach((s, i) =>
    s.fields.forEach((k, j) => need(k, `/form/sections/${i}/fields/${j}`)),
  );
  meta.createMultiple?.columns.forEach((k, i) => need(k, `/createMultiple/columns/${i}`));
  if (meta.lookup) need(meta.lookup.display, '/lookup/display');
  if (meta.map && top.get(meta.map.field)?.type !== 'address')
    problems.push({ file, path: '/map/field', reason: `map field ${meta.map.field} is not an address` });
  meta.rules?.forEach((rule, i) => {
    const field = top.get(rule.field);
    const ok =
      rule.rule === 'disabledNotOffered'
        ? field?.type === 'boolean'
        : field?.type === 'lookup' && field.entity === meta.name && !field.multiple;
    if (!ok)
      problems.push({ file, path: `/rules/${i}`, reason: `${rule.rule} does not fit field ${rule.field}` });
  });
  const walk = (fields: EntityField[], path: string) =>
    fields.forEach((f, i) => {
      if (f.type === 'lookup' && !names.has(f.entity!) && !EXTERNAL_LOOKUP_ENTITIES.has(f.entity!))
        problems.push({ file, path: `${path}/${i}/entity`, reason: `unknown entity ${f.entity}` });
      if (f.fields) walk(f.fields, `${path}/${i}/fields`);
    });
  walk(meta.fields, '/fields');
  return problems;
}

function compile(meta: EntityMeta, ajv: ReturnType<typeof createAjv>): EntityRuntime {
  const unique: UniqueField[] = [];
  const lookups: LookupField[] = [];
  const images: ImageField[] = [];
  for (const field of meta.fields) {
    if (field.unique) unique.push({ field, namespace: field.uniqueKey ?? field.key });
    if (field.type === 'lookup') lookups.push({ field, entity: field.entity! });
    if (field.type === 'image') images.push({ field });
    for (const row of field.type === 'list' ? (field.fields ?? []) : []) {
      if (row.unique) unique.push({ list: field.key, field: row, namespace: row.uniqueKey ?? row.key });
      if (row.type === 'lookup') lookups.push({ list: field.key, field: row, entity: row.entity! });
      if (row.type === 'image') images.push({ list: field.key, field: row });
    }
  }
  return {
    meta,
    validate: ajv.compile(entityDataSchema(meta)),
    fields: new Map(meta.fields.map((f) => [f.key, f])),
    unique,
    lookups,
    images,
    searchable: meta.fields.filter((f) => f.searchable),
  };
}

/**
 * The entities of `metadata/entities/*.json` compiled once per metadata: their data validators and the
 * fields used by search, sort, filters, uniqueness and lookups. Throws a MetadataError naming the file
 * when an entity refers to a field or entity that does not exist.
 *
 * @example entitiesOf(ctx.metadata).get('client')?.validate({ name: 'Ana' })
 */
export function entitiesOf(metadata: ServerMetadata): Map<string, EntityRuntime> {
  const cached = cache.get(metadata);
  if (cached) return cached;
  const metas = Object.entries(metadata.files)
    .filter(([path]) => /^metadata\/entities\/[^/]+\.json$/.test(path))
    .map(([path, meta]) => [path, meta as EntityMeta] as const);
  const names = new Set(metas.map(([, meta]) => meta.name));
  const problems = metas.flatMap(([path, meta]) => problemsOf(path, meta, names));
  if (names.size !== metas.length)
    problems.push({ file: 'metadata/entities', path: '', reason: 'duplicate entity name' });
  if (problems.length) throw new MetadataError(problems);
  const ajv = addEntityFormats(createAjv());
  const entities = new Map(metas.map(([, meta]) => [meta.name, compile(meta, ajv)]));
  cache.set(metadata, entities);
  return entities;
}
