import type { SheetColumn } from '../../components/spreadsheet/SheetColumn';

type Translate = (key: string) => string;

/** The columns of the task sheet, in the template's order. */
export const TASK_SHEET_COLUMNS = [
  'title',
  'form',
  'responsible',
  'startDate',
  'startHour',
  'dueDate',
  'dueHour',
  'client',
  'unit',
  'instructions',
  'urgent',
] as const;

/** The columns of the recurrent task sheet: the start date is the base date; no due date. */
export const RECURRENT_SHEET_COLUMNS = [
  'title',
  'form',
  'responsible',
  'startDate',
  'startHour',
  'dueHour',
  'recurrenceType',
  'weekdays',
  'monthDay',
  'yearDate',
  'customInterval',
  'periodType',
  'expiryDays',
  'client',
  'unit',
  'instructions',
  'urgent',
] as const;

export type TaskSheetColumn = (typeof RECURRENT_SHEET_COLUMNS)[number] | (typeof TASK_SHEET_COLUMNS)[number];

/**
 * The sheet's columns with their headers (`taskMultiple.columns.*`) and the lists the grid offers: form
 * and responsible names, yes/no, recurrence types and periods.
 *
 * @example taskSheetColumns(false, t, { form: ['Vistoria'], responsible: ['Otávio Operador'] })
 */
export function taskSheetColumns(
  recurrent: boolean,
  t: Translate,
  names: { form: string[]; responsible: string[] },
): SheetColumn[] {
  const options: Partial<Record<TaskSheetColumn, string[]>> = {
    form: names.form,
    responsible: names.responsible,
    urgent: [t('taskMultiple.yes'), t('taskMultiple.no')],
    recurrenceType: ['weekly', 'monthly', 'yearly', 'custom'].map((r) =>
      t(`taskMultiple.recurrenceTypes.${r}`),
    ),
    periodType: ['days', 'weeks', 'months'].map((p) => t(`taskForm.periods.${p}`)),
  };
  return (recurrent ? RECURRENT_SHEET_COLUMNS : TASK_SHEET_COLUMNS).map((path) => ({
    path,
    header: t(`taskMultiple.columns.${path}`),
    ...(options[path] ? { options: options[path] } : {}),
  }));
}
