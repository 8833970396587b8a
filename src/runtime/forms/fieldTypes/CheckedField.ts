import type { FieldOption } from '../FormModel';

/** What a field type's answer text and value checks read of a field or a table column. */
export interface CheckedField {
  type: string;
  options?: FieldOption[];
  settings?: Record<string, unknown>;
  mask?: string;
  charLimit?: number;
}
