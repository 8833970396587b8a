import { isAuxField } from './compileFormModel';
import { fieldValueErrors } from './fieldValueErrors';
import type { FormError } from './FormError';
import type { FormModel } from './FormModel';
import { isFilled } from './isFilled';
import { lineValidationErrors } from './lineValidationErrors';
import { tableSettings } from './modelIndex';
import { formFieldType } from './fieldTypes/formFieldType';

/**
 * The errors of a filled form from its effective values and visibilities (hidden fields and groups are
 * never required): required groups with no field filled, required fields left empty (per copy in a
 * repeatable group), invalid values, and table rows, each cell error with its row and column (the
 * table's per-line validation included).
 *
 * @example formErrors(model, { qty: 'x' }, visible) // [{ code: 'INVALID_VALUE', fieldId: 'qty' }]
 */
export function formErrors(
  model: FormModel,
  values: Record<string, unknown>,
  visible: ReadonlyMap<string, boolean>,
): FormError[] {
  const errors: FormError[] = [];
  for (const group of model.groups) {
    if (!visible.get(group.id)) continue;
    if (group.required && !group.fields.some((field) => visible.get(field.id) && isFilled(values[field.id])))
      errors.push({ code: 'FORM_GROUP_REQUIRED', groupId: group.id, params: { group: group.name } });
    const copies = group.repeatable
      ? Math.max(
          1,
          ...group.fields.map((f) => (Array.isArray(values[f.id]) ? (values[f.id] as unknown[]).length : 0)),
        )
      : 1;
    if (group.repeatable && group.maxCopies !== undefined && copies > group.maxCopies)
      errors.push({ code: 'TOO_MANY_ROWS', groupId: group.id, params: { limit: group.maxCopies } });
    for (const field of group.fields) {
      if (!visible.get(field.id) || isAuxField(field) || formFieldType(field).computed) continue;
      const value = values[field.id] ?? null;
      if (field.type === 'table') {
        const settings = tableSettings(field)!;
        const rows = Array.isArray(value) ? (value as Array<Record<string, unknown>>) : [];
        if (field.required && rows.length === 0) errors.push({ code: 'REQUIRED_FIELD', fieldId: field.id });
        if (settings.rowLimit !== undefined && rows.length > settings.rowLimit)
          errors.push({ code: 'TOO_MANY_ROWS', fieldId: field.id, params: { limit: settings.rowLimit } });
        rows.forEach((row, i) => {
          for (const column of settings.columns ?? []) {
            if (formFieldType(column).computed) continue;
            const cell = row?.[column.id] ?? null;
            const at = { fieldId: field.id, row: i, column: column.id };
            const params = { row: i + 1, field: column.name };
            if (!isFilled(cell)) {
              if (column.required) errors.push({ code: 'REQUIRED_FIELD', ...at, params });
            } else
              for (const problem of fieldValueErrors(column, cell))
                errors.push({ code: problem.code, ...at, params: { ...problem.params, ...params } });
          }
        });
        errors.push(...lineValidationErrors(field.id, settings, rows));
        continue;
      }
      for (let copy = 0; copy < copies; copy++) {
        const one = group.repeatable ? (Array.isArray(value) ? (value[copy] ?? null) : null) : value;
        const at = group.repeatable ? { fieldId: field.id, copy } : { fieldId: field.id };
        if (!isFilled(one)) {
          if (field.required) errors.push({ code: 'REQUIRED_FIELD', ...at });
        } else for (const problem of fieldValueErrors(field, one)) errors.push({ ...problem, ...at });
      }
    }
  }
  return errors;
}
