import type { FieldRendererEntry } from '../FieldRendererEntry';
import { FormulaFill } from '../shared/FormulaFill';
import { TextFormulaSettings } from './TextFormulaSettings';

/** The `textFormula` field type's fill and settings renderers. */
export const textFormulaRenderer: FieldRendererEntry = { Fill: FormulaFill, Settings: TextFormulaSettings };
