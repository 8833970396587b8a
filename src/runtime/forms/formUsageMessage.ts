import type { TFunction } from 'i18next';
import { errorMessageKey } from '../errors/errorCatalogue';
import type { FormUsage } from './findUsages';
import { formUsagePlace } from './formUsagePlace';

/**
 * Why an item cannot be deleted, naming the place of use: 'Não é possível excluir Preço: usado na
 * fórmula de Total'; a table result read by a formula gets the spec's 'Resultado está sendo referenciado
 * em uma fórmula, não é possível deletá-lo'.
 *
 * @example formUsageMessage({ kind: 'rule', ownerId: 'g2', ownerName: 'Reparos' }, 'Situação', t)
 * // 'Não é possível excluir Situação: usado na regra condicional de Reparos'
 */
export function formUsageMessage(
  usage: FormUsage,
  itemName: string,
  t: TFunction,
  item: 'result' | 'other' = 'other',
): string {
  if (item === 'result' && usage.kind === 'formula') return t(errorMessageKey('FORM_RESULT_REFERENCED'));
  return t(errorMessageKey('FORM_ITEM_IN_USE'), { item: itemName, place: formUsagePlace(usage, t) });
}
