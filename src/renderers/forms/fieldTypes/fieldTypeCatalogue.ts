import type { FieldTypeCatalogue, FieldTypeMeta } from './FieldTypeMeta';

/**
 * Every metadata/field-types file, keyed by type id. Only the editor's chunk imports this module (through
 * loadFieldTypes): the 42 schemas stay out of the main bundle and the login page.
 */
export function fieldTypeCatalogue(): FieldTypeCatalogue {
  const modules = import.meta.glob<FieldTypeMeta>('/metadata/field-types/*.json', {
    eager: true,
    import: 'default',
  });
  const out: Partial<FieldTypeCatalogue> = {};
  for (const meta of Object.values(modules)) out[meta.id] = meta;
  return out as FieldTypeCatalogue;
}
