import { describe, expect, it } from 'vitest';
import ptBR from '../../../metadata/i18n/pt-BR.json';
import { describeRecurrence } from './describeRecurrence';
import { parseSheetDate } from './parseSheetDate';
import { parseSheetHour } from './parseSheetHour';
import type { TaskFields } from './TaskFields';
import { taskFieldProblem } from './taskFieldProblem';

/** A tiny translate over the pt-BR file (plurals: _zero, _one, other), enough for these texts. */
function t(key: string, vars: Record<string, unknown> = {}): string {
  const lookup = (k: string) =>
    k.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], ptBR);
  const count = vars.count as number | undefined;
  const text =
    (count === 0 && lookup(`${key}_zero`)) || (count === 1 && lookup(`${key}_one`)) || lookup(key) || key;
  return String(text).replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(vars[name]));
}

const task: TaskFields = {
  title: 'Ronda',
  formId: 1,
  responsible: { kind: 'employee', id: 2 },
  startDate: '2030-01-10',
  startHour: '08:00',
};
const now = new Date('2030-01-01T12:00:00.000Z');

describe('task page helpers', () => {
  it('reads sheet dates as dd/MM/yyyy or ISO and refuses impossible ones', () => {
    expect(parseSheetDate('05/03/2030')).toBe('2030-03-05');
    expect(parseSheetDate('5/3/30')).toBe('2030-03-05');
    expect(parseSheetDate('2030-03-05')).toBe('2030-03-05');
    expect(parseSheetDate('31/02/2030')).toBeNull();
    expect(parseSheetDate('03-05-2030')).toBeNull();
  });

  it('reads sheet hours in 24 h', () => {
    expect(parseSheetHour('8:30')).toBe('08:30');
    expect(parseSheetHour('8h')).toBe('08:00');
    expect(parseSheetHour('18:00:00')).toBe('18:00');
    expect(parseSheetHour('24:00')).toBeNull();
    expect(parseSheetHour('8:75')).toBeNull();
  });

  it('names the field of the first rule broken, in the server order', () => {
    const problem = (fields: Partial<TaskFields>, dueIsNew = true) =>
      taskFieldProblem({ ...task, ...fields }, -180, now, () => dueIsNew);
    expect(problem({})).toBeNull();
    expect(problem({ fillInLocation: true, dueDate: '2029-01-01' })).toEqual({
      code: 'TASK_INVALID_DISTANCE',
      field: 'proximityMeters',
    });
    expect(problem({ proximityMeters: 12.5 })?.code).toBe('TASK_INVALID_DISTANCE');
    expect(problem({ dueDate: '2030-01-10', dueHour: '07:59' })).toEqual({
      code: 'TASK_DUE_HOUR_BEFORE_START',
      field: 'dueHour',
    });
    expect(problem({ dueDate: '2030-01-09' })).toEqual({ code: 'TASK_DUE_BEFORE_START', field: 'dueDate' });
    expect(problem({ startDate: '2029-12-01', dueDate: '2029-12-02' })).toEqual({
      code: 'TASK_DUE_IN_PAST',
      field: 'dueDate',
    });
    expect(problem({ startDate: '2029-12-01', dueDate: '2029-12-02' }, false)).toBeNull();
    expect(problem({ startDate: '2029-12-01', dueDays: 1 })).toEqual({
      code: 'TASK_DUE_IN_PAST',
      field: 'dueDays',
    });
  });

  it('words a recurrence rule', () => {
    const base = { baseDate: '2030-01-01', expiryDays: 0 };
    expect(describeRecurrence({ ...base, recurrenceType: 'weekly', weekdays: [4, 1] }, t, '18:00')).toEqual([
      'Toda semana: segunda, quinta',
      'Cada ocorrência vence no mesmo dia, às 18:00',
    ]);
    expect(
      describeRecurrence({ ...base, recurrenceType: 'monthly', monthDay: 31, expiryDays: 1 }, t),
    ).toEqual([
      'Todo mês no dia 31 (ou no último dia dos meses mais curtos)',
      'Cada ocorrência vence 1 dia após o início, às 23:59',
    ]);
    expect(describeRecurrence({ ...base, recurrenceType: 'yearly', yearDate: '12-25' }, t)[0]).toBe(
      'Todo ano em 25/12',
    );
    expect(
      describeRecurrence({ ...base, recurrenceType: 'custom', periodType: 'weeks', customInterval: 2 }, t)[0],
    ).toBe('A cada 2 semanas, desde 01/01/2030');
  });
});
