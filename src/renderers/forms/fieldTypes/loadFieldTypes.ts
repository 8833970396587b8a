import type { FieldTypeCatalogue } from './FieldTypeMeta';

let pending: Promise<FieldTypeCatalogue> | undefined;

/**
 * The field types' metadata, downloaded once on first use (a chunk of its own).
 *
 * @example const types = await loadFieldTypes(); types.table.settingsSchema
 */
export function loadFieldTypes(): Promise<FieldTypeCatalogue> {
  pending ??= import('./fieldTypeCatalogue').then((m) => m.fieldTypeCatalogue());
  return pending;
}
