import type { TFunction } from 'i18next';
import { ADJUSTMENT_TEXTS } from './adjustmentTexts';
import type { ModelAdjustment } from './ModelAdjustment';

/**
 * An adjustment in words a form owner understands (`modelAdjustments.*` in metadata/i18n), for the
 * revision's review.
 *
 * @example describeAdjustment({ id: 'field.required:temp', kind: 'field.required',
 *   place: { fieldId: 'temp', fieldName: 'Temperatura' }, after: true }, t)
 * // 'Campo "Temperatura" passou a ser obrigatório'
 * @example describeAdjustment(formulaChange, t) // 'Fórmula do campo "Total" alterada: qty * price → qty * price + fee'
 */
export function describeAdjustment(adjustment: ModelAdjustment, t: TFunction): string {
  return ADJUSTMENT_TEXTS[adjustment.kind](adjustment, t);
}
