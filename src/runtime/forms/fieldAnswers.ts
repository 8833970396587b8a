import type { FormField, FormGroup, FormModel, TableColumn } from './FormModel';
import { isFilled } from './isFilled';
import { tableSettings } from './modelIndex';

/** One filled answer of a stored document: a field (per copy of a repeatable group) or a table cell. */
export interface FieldAnswer {
  group: FormGroup;
  field: FormField;
  /** The table column, when the answer is a table cell. */
  column?: TableColumn;
  /** The copy of a repeatable group (0-based). */
  copy?: number;
  /** The table row (0-based). */
  row?: number;
  value: unknown;
}

/**
 * Every filled answer of a document, in the model's order, as stored values hold them: a repeatable
 * group's field answers once per copy (its value is an array of copies), a table answers once per filled
 * cell (its value is an array of rows keyed by column id). Empty answers are left out. Reports that look
 * at answers of one type (conformity, audios, formula results) filter this list.
 *
 * @example fieldAnswers(model, { epi: 'nonCompliant' }) // [{ group, field: epi, value: 'nonCompliant' }]
 */
export function fieldAnswers(model: FormModel, values: Record<string, unknown>): FieldAnswer[] {
  const out: FieldAnswer[] = [];
  for (const group of model.groups)
    for (const field of group.fields) {
      const raw = values[field.id];
      const copies = group.repeatable ? (Array.isArray(raw) ? (raw as unknown[]) : []) : [raw];
      copies.forEach((value, copy) => {
        if (!isFilled(value)) return;
        const at = group.repeatable ? { copy } : {};
        const table = tableSettings(field);
        if (!table) return void out.push({ group, field, ...at, value });
        const rows = Array.isArray(value) ? (value as Array<Record<string, unknown> | null>) : [];
        rows.forEach((cells, row) => {
          for (const column of table.columns) {
            const cell = cells?.[column.id];
            if (isFilled(cell)) out.push({ group, field, column, ...at, row, value: cell });
          }
        });
      });
    }
  return out;
}
