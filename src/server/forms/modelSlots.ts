import type { FormField, FormModel, TableColumn } from '../../runtime/forms/FormModel';
import { tableSettings } from '../../runtime/forms/modelIndex';

/** A field of a model, or a column of one of its table fields (`table` then holds the field). */
export interface ModelSlot {
  item: FormField | TableColumn;
  table?: FormField;
}

/**
 * Every field and table column of a model in model order, walked once so SalvarModelo's checks (settings
 * against their type, pictures the settings point at) share it instead of each walking the model.
 *
 * @example modelSlots(model).map((s) => s.item.id) // ['name', 'items', 'qty'] (qty a column of items)
 */
export function modelSlots(model: FormModel): ModelSlot[] {
  const slots: ModelSlot[] = [];
  for (const group of model.groups)
    for (const field of group.fields) {
      slots.push({ item: field });
      for (const column of tableSettings(field)?.columns ?? []) slots.push({ item: column, table: field });
    }
  return slots;
}
