import type { DatePreset } from './DATE_PRESETS';
import type { DeadlineBucket } from './deadlineBucket';
import type { TaskStateName } from './TaskStateName';

/** ORDENAR.field of ConsultarAtividadesFlowV2. */
export type TaskSortField =
  | 'due'
  | 'start'
  | 'title'
  | 'created'
  | 'updated'
  | 'id'
  | 'state'
  | 'responsible'
  | 'form'
  | 'client'
  | 'unit';

/** GRUPO of ConsultarAtividadesFlowV2: what the list is grouped by. */
export type TaskGroupField = 'state' | 'responsible' | 'form' | 'client' | 'dueDay';

/** The tabs of the task list: open work, finished work, the map, the recurrent templates. */
export type TaskListTab = 'tasks' | 'history' | 'map' | 'recurrent';

/** A chosen record of a filter: its id, and its name to show without asking again. */
export interface NamedRef {
  id: number;
  name: string;
}

/** A chosen responsible of the filter (employee: user id; squad: record id). */
export interface ResponsibleRef extends NamedRef {
  kind: 'employee' | 'squad';
}

/** Which date the period filters. */
export type TaskDateField = 'start' | 'due' | 'created' | 'finished';

/**
 * What the task list shows (`/tasks`), as kept in the page's URL query (parseTaskListQuery /
 * taskListSearch) and sent as ConsultarAtividadesFlowV2's filters (taskListParams).
 */
export interface TaskListQuery {
  tab: TaskListTab;
  period: DatePreset;
  from?: string;
  to?: string;
  dateField: TaskDateField;
  states: TaskStateName[];
  responsibles: ResponsibleRef[];
  forms: NamedRef[];
  clients: NamedRef[];
  units: NamedRef[];
  deadlines: DeadlineBucket[];
  urgent?: boolean;
  search: string;
  sort: { field: TaskSortField; direction: 'asc' | 'desc' };
  group?: TaskGroupField;
}
