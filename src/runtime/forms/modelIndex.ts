import type { FormField, FormGroup, FormModel, TableResult, TableSettings } from './FormModel';

export interface ModelIndex {
  fields: Map<string, { field: FormField; group: FormGroup }>;
  groups: Map<string, FormGroup>;
  /** Table results by their own id (unique in the form), with the table field holding them. */
  results: Map<string, { table: FormField; result: TableResult }>;
  globals: Set<string>;
}

const cache = new WeakMap<FormModel, ModelIndex>();

/** A table field's settings, or undefined for other types. */
export function tableSettings(field: FormField): TableSettings | undefined {
  return field.type === 'table'
    ? ((field.settings ?? { columns: [] }) as unknown as TableSettings)
    : undefined;
}

/**
 * Lookups over a form model by id, built once per model object (cached).
 *
 * @example modelIndex(model).fields.get('qty')?.group.name
 */
export function modelIndex(model: FormModel): ModelIndex {
  let index = cache.get(model);
  if (index) return index;
  index = { fields: new Map(), groups: new Map(), results: new Map(), globals: new Set() };
  for (const group of model.groups) {
    index.groups.set(group.id, group);
    for (const field of group.fields) {
      index.fields.set(field.id, { field, group });
      for (const result of tableSettings(field)?.results ?? [])
        index.results.set(result.id, { table: field, result });
    }
  }
  for (const global of model.globals ?? []) index.globals.add(global.id);
  cache.set(model, index);
  return index;
}
