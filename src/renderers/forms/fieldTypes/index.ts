export type { FieldFamily, FieldTypeCatalogue, FieldTypeMeta, SettingsSchema } from './FieldTypeMeta';
export { loadFieldTypes } from './loadFieldTypes';
export { useFieldTypes } from './useFieldTypes';
export { FIELD_FAMILIES } from './FIELD_FAMILIES';
