import { DATE_PRESETS, type DatePreset } from './DATE_PRESETS';
import { DEADLINE_BUCKETS, type DeadlineBucket } from './deadlineBucket';
import type {
  NamedRef,
  ResponsibleRef,
  TaskDateField,
  TaskGroupField,
  TaskListQuery,
  TaskListTab,
  TaskSortField,
} from './TaskListQuery';
import { type TaskStateName } from './TaskStateName';
import { TASK_STATES } from './TASK_STATES';

const TABS: readonly TaskListTab[] = ['tasks', 'history', 'map', 'recurrent'];
const DATE_FIELDS: readonly TaskDateField[] = ['start', 'due', 'created', 'finished'];
const SORT_FIELDS: readonly TaskSortField[] = [
  'due',
  'start',
  'title',
  'created',
  'updated',
  'id',
  'state',
  'responsible',
  'form',
  'client',
  'unit',
];
const GROUPS: readonly TaskGroupField[] = ['state', 'responsible', 'form', 'client', 'dueDay'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The value if it is one of `allowed`. */
const oneOf = <T extends string>(allowed: readonly T[], value: string | null): T | undefined =>
  allowed.find((a) => a === value);

/** `id:name` values (the name may hold colons). */
function named(values: string[]): NamedRef[] {
  const out: NamedRef[] = [];
  for (const value of values) {
    const match = /^(\d{1,9}):(.*)$/s.exec(value);
    if (match) out.push({ id: Number(match[1]), name: match[2] || match[1]! });
  }
  return out;
}

/**
 * The task list's query from its URL search (`?tab=history&estado=late&resp=employee:5:Otávio...`):
 * unknown or malformed values are dropped, so an old or edited link still opens the list. The defaults:
 * the "Atividades" tab, every period on the start date, sorted by due date.
 *
 * @example parseTaskListQuery(new URLSearchParams('estado=late&q=bomba')).states // ['late']
 */
export function parseTaskListQuery(search: URLSearchParams): TaskListQuery {
  const responsibles: ResponsibleRef[] = [];
  for (const value of search.getAll('resp')) {
    const match = /^(employee|squad):(\d{1,9}):(.*)$/s.exec(value);
    if (match)
      responsibles.push({
        kind: match[1] as ResponsibleRef['kind'],
        id: Number(match[2]),
        name: match[3] || match[2]!,
      });
  }
  const ordem = search.get('ordem') ?? '';
  const sortField = oneOf(SORT_FIELDS, ordem.replace(/^-/, ''));
  const period = oneOf<DatePreset>(DATE_PRESETS, search.get('periodo')) ?? 'all';
  const from = search.get('de') ?? '';
  const to = search.get('ate') ?? '';
  const urgent = search.get('urgente');
  return {
    tab: oneOf(TABS, search.get('tab')) ?? 'tasks',
    period,
    ...(period === 'custom' && DATE.test(from) ? { from } : {}),
    ...(period === 'custom' && DATE.test(to) ? { to } : {}),
    dateField: oneOf(DATE_FIELDS, search.get('data')) ?? 'start',
    states: search.getAll('estado').flatMap((s) => oneOf<TaskStateName>(TASK_STATES, s) ?? []),
    responsibles,
    forms: named(search.getAll('modelo')),
    clients: named(search.getAll('cliente')),
    units: named(search.getAll('unidade')),
    deadlines: search.getAll('prazo').flatMap((b) => oneOf<DeadlineBucket>(DEADLINE_BUCKETS, b) ?? []),
    ...(urgent === '1' ? { urgent: true } : urgent === '0' ? { urgent: false } : {}),
    search: search.get('q') ?? '',
    sort: sortField
      ? { field: sortField, direction: ordem.startsWith('-') ? 'desc' : 'asc' }
      : { field: 'due', direction: 'asc' },
    ...(oneOf(GROUPS, search.get('grupo')) ? { group: oneOf(GROUPS, search.get('grupo')) } : {}),
  };
}
