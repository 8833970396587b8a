import type { FieldRendererEntry } from '../FieldRendererEntry';
import { GenericSettings } from '../shared/GenericSettings';
import { BudgetFill } from './BudgetFill';

/** The `budget` field type's fill and settings renderers. */
export const budgetRenderer: FieldRendererEntry = { Fill: BudgetFill, Settings: GenericSettings };
