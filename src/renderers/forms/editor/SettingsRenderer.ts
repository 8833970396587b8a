import type { ComponentType } from 'react';
import type { FormField, FormModel } from '../../../runtime/forms/FormModel';
import type { FieldTypeCatalogue, FieldTypeMeta } from '../fieldTypes/FieldTypeMeta';

/** What a field type's settings renderer receives: the field, its type, the whole model (for ids). */
export interface SettingsRendererProps {
  field: FormField;
  meta: FieldTypeMeta;
  model: FormModel;
  types: FieldTypeCatalogue;
  onChange(field: FormField): void;
  /** Shows why a change was refused (a deletion blocked by usage, for instance). */
  onRefuse(message: string): void;
}

/** Renders the type-specific settings of one field (settingsRenderers maps each type to one). */
export type SettingsRenderer = ComponentType<SettingsRendererProps>;
