import type { ComponentType } from 'react';
import type { FormError } from '../../../runtime/forms/FormError';
import type { FormField } from '../../../runtime/forms/FormModel';

/**
 * What every fill renderer receives. A table cell gets its column as `field` (same shape) and a
 * `position` naming its row; a repeatable group's field gets the copy.
 */
export interface FillRendererProps<V = unknown> {
  field: FormField;
  /** This field's value (this copy's, this cell's); null when empty. */
  value: V | null;
  onChange(value: V | null): void;
  /** The first error's text, shown under the input when errors are shown. */
  error?: string;
  /** Every error of this field (a table's row/cell errors included). */
  errors: FormError[];
  readOnly: boolean;
  visible: boolean;
  /** The DOM id of the field's first input (the finish step focuses it). */
  inputId: string;
  /** Table cells: the label is the accessible name only (the column header shows it). */
  dense?: boolean;
}

export type FillRenderer = ComponentType<FillRendererProps<never>>;
