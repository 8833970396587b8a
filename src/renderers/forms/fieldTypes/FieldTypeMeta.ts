import type { FieldTypeId } from '../../../runtime/forms/FIELD_TYPE_IDS';

export type FieldFamily =
  | 'choice'
  | 'text'
  | 'number'
  | 'dateTime'
  | 'location'
  | 'signature'
  | 'media'
  | 'advanced'
  | 'automatic'
  | 'manual'
  | 'auxiliary';

/** A JSON Schema as the field types write it (the subset the editor's settings renderer reads). */
export interface SettingsSchema {
  type?: string | string[];
  properties?: Record<string, SettingsSchema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  items?: SettingsSchema;
  description?: string;
}

/** One metadata/field-types/<id>.json file (schemas/metadata/fieldType.schema.json). */
export interface FieldTypeMeta {
  id: FieldTypeId;
  family: FieldFamily;
  /** i18n key of the type's name (`fieldTypes.<id>`). */
  label: string;
  icon: string;
  scorable: boolean;
  fillable: boolean;
  masks?: string[];
  optionsWarningAt?: number;
  description?: string;
  settingsSchema: SettingsSchema;
  valueSchema: unknown;
}

export type FieldTypeCatalogue = Record<FieldTypeId, FieldTypeMeta>;
