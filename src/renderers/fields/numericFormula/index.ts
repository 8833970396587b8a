import type { FieldRendererEntry } from '../FieldRendererEntry';
import { FormulaFill } from '../shared/FormulaFill';
import { NumericFormulaSettings } from './NumericFormulaSettings';

/** The `numericFormula` field type's fill and settings renderers. */
export const numericFormulaRenderer: FieldRendererEntry = {
  Fill: FormulaFill,
  Settings: NumericFormulaSettings,
};
