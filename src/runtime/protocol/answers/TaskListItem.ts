import type { DeadlineBucket } from '../../tasks/deadlineBucket';
import type { TaskDoneLabel, TaskStateName, TaskStatus } from '../../tasks/TaskStateName';

/** One row of ConsultarAtividadesFlowV2's ITEMS (docs/tasks.md). */
export interface TaskListItem {
  id: number;
  version: number;
  title: string;
  status: TaskStatus;
  state: TaskStateName;
  doneLabel: TaskDoneLabel | null;
  deadlineBucket: DeadlineBucket | null;
  startAt: string;
  dueAt: string | null;
  urgent: boolean;
  formId: number;
  formName: string | null;
  responsible: {
    kind: 'employee' | 'squad' | 'sharedCode';
    id: number | null;
    code: string | null;
    name: string | null;
  };
  clientId: number | null;
  clientName: string | null;
  unitId: number | null;
  unitName: string | null;
  latitude: number | null;
  longitude: number | null;
  group?: { key: string | null; count: number };
}

/** ConsultarAtividadesFlowV2's answer. */
export interface TaskListAnswer {
  ITEMS: TaskListItem[];
  TOTAL: number;
  RESUMO: Record<TaskStateName, number>;
}
