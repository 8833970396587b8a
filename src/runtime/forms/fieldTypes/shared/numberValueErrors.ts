import type { CheckedField } from '../CheckedField';
import type { ValueProblem } from '../ValueProblem';

function decimalsOf(value: number): number {
  const text = String(value);
  if (text.includes('e-')) return Number(text.split('e-')[1]);
  return text.split('.')[1]?.length ?? 0;
}

/**
 * Number, currency and percent checks: a finite number within the settings' min/max, integer or at
 * most `decimals` decimals.
 *
 * @example numberValueErrors({ type: 'number', settings: { max: 10 } }, 11) // [{ code: 'FORM_NUMBER_MAX', params: { max: 10 } }]
 */
export function numberValueErrors(field: CheckedField, value: unknown): ValueProblem[] {
  if (typeof value !== 'number' || !Number.isFinite(value)) return [{ code: 'INVALID_VALUE' }];
  const problems: ValueProblem[] = [];
  const { min, max, integer, decimals } = (field.settings ?? {}) as {
    min?: number;
    max?: number;
    integer?: boolean;
    decimals?: number;
  };
  if (typeof min === 'number' && value < min) problems.push({ code: 'FORM_NUMBER_MIN', params: { min } });
  if (typeof max === 'number' && value > max) problems.push({ code: 'FORM_NUMBER_MAX', params: { max } });
  if (integer && !Number.isInteger(value)) problems.push({ code: 'FORM_NUMBER_INTEGER' });
  else if (typeof decimals === 'number' && decimalsOf(value) > decimals)
    problems.push({ code: 'FORM_NUMBER_DECIMALS', params: { decimals } });
  return problems;
}
