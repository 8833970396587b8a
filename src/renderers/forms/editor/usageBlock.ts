import type { TFunction } from 'i18next';
import type { FormModel } from '../../../runtime/forms/FormModel';
import { findUsages } from '../../../runtime/forms/findUsages';
import { formUsageMessage } from '../../../runtime/forms/formUsageMessage';

/**
 * Why an item may not be deleted (the first place using it, named), or null when nothing uses it. `id`
 * follows findUsages: a field, group, result or global id, `table.column`, or `field.option`.
 *
 * @example usageBlock(model, 'price', 'Preço', t) // 'Não é possível excluir Preço: usado na fórmula de Total'
 */
export function usageBlock(
  model: FormModel,
  id: string,
  itemName: string,
  t: TFunction,
  item: 'result' | 'other' = 'other',
): string | null {
  const [usage] = findUsages(model, id);
  return usage ? formUsageMessage(usage, itemName, t, item) : null;
}
