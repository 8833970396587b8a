import { describe, expect, it } from 'vitest';
import { formatTaskDate } from './formatTaskDate';
import { parseTaskListQuery } from './parseTaskListQuery';
import type { TaskListQuery } from './TaskListQuery';
import { taskListParams } from './taskListParams';
import { taskListSearch } from './taskListSearch';

const defaults = parseTaskListQuery(new URLSearchParams());

describe('the task list query in the URL', () => {
  it('defaults to the open tasks of every period by due date, and keeps /tasks bare', () => {
    expect(defaults).toEqual({
      tab: 'tasks',
      period: 'all',
      dateField: 'start',
      states: [],
      responsibles: [],
      forms: [],
      clients: [],
      units: [],
      deadlines: [],
      search: '',
      sort: { field: 'due', direction: 'asc' },
    });
    expect(taskListSearch(defaults).toString()).toBe('');
    expect(taskListParams(defaults, -180)).toEqual({
      FUSO: -180,
      ESTADOS: ['planned', 'inProgress', 'late', 'expired'],
      ORDENAR: { field: 'due', direction: 'asc' },
    });
  });

  it('round-trips every filter, names with colons included', () => {
    const query: TaskListQuery = {
      tab: 'history',
      period: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
      dateField: 'finished',
      states: ['finished', 'cancelled'],
      responsibles: [
        { kind: 'employee', id: 5, name: 'Otávio: Operador' },
        { kind: 'squad', id: 9, name: 'Equipe Norte' },
      ],
      forms: [{ id: 3, name: 'Checklist' }],
      clients: [{ id: 12, name: 'Ótica Âmbar' }],
      units: [{ id: 7, name: 'Loja Centro' }],
      deadlines: ['under24h', 'over15Days'],
      urgent: false,
      search: 'bomba',
      sort: { field: 'title', direction: 'desc' },
      group: 'responsible',
    };
    const search = taskListSearch(query);
    expect(parseTaskListQuery(new URLSearchParams(search.toString()))).toEqual(query);
    expect(taskListParams(query, 60)).toEqual({
      FUSO: 60,
      PERIODO: 'custom',
      DE: '2026-01-01',
      ATE: '2026-01-31',
      CAMPO_DATA: 'finished',
      ESTADOS: ['finished', 'cancelled'],
      RESPONSAVEIS: [
        { kind: 'employee', id: 5 },
        { kind: 'squad', id: 9 },
      ],
      MODELOS: [3],
      CLIENTES: [12],
      UNIDADES: [7],
      PRAZOS: ['under24h', 'over15Days'],
      URGENTE: false,
      BUSCA: 'bomba',
      ORDENAR: { field: 'title', direction: 'desc' },
      GRUPO: 'responsible',
    });
  });

  it('drops unknown or malformed values; chosen states outside the tab fall back to the tab', () => {
    const query = parseTaskListQuery(
      new URLSearchParams(
        'tab=nope&periodo=ontem&estado=late&estado=zzz&resp=robot:1:x&modelo=abc&ordem=-cor&grupo=x&de=2026-01-01',
      ),
    );
    expect(query).toEqual({ ...defaults, states: ['late'] });
    const history = taskListParams({ ...query, tab: 'history' }, -180);
    expect(history.ESTADOS).toEqual(['finished', 'cancelled', 'deleted']);
    // The map: every state but deleted (the server's default), or the chosen ones; never grouped.
    expect(taskListParams({ ...defaults, tab: 'map', group: 'form' }, -180)).toEqual({
      FUSO: -180,
      ORDENAR: { field: 'due', direction: 'asc' },
    });
  });

  it('writes dates as dd/MM/yyyy HH:mm', () => {
    expect(formatTaskDate('2026-03-05')).toBe('05/03/2026');
    expect(formatTaskDate(null)).toBe('');
    expect(formatTaskDate(new Date(2026, 2, 5, 9, 7).toISOString())).toBe('05/03/2026 09:07');
    expect(formatTaskDate(new Date(2026, 2, 5, 9, 7).toISOString(), false)).toBe('05/03/2026');
  });
});
