import type { TaskFields } from '../../../runtime/tasks/TaskFields';
import type {
  TaskCard,
  TaskDoneLabel,
  TaskStateName,
  TaskStatus,
} from '../../../runtime/tasks/TaskStateName';

/** A task's approval state (null: the task needs no approval). */
export type TaskApproval = 'pending' | 'approved' | 'disapproved' | null;

/** One row of a task's edit history: who, when, and each changed field's value before and after. */
export interface TaskHistoryEntry {
  at: string;
  userId: number;
  userName: string | null;
  changes: Record<string, { from: unknown; to: unknown }>;
}

/** ConsultarAtividade's answer (docs/tasks.md): the task with its computed state, and its edit history. */
export interface TaskAnswer {
  ATIVIDADE: TaskFields & {
    id: number;
    version: number;
    prerequisites: number[];
    dueDate: string | null;
    dueHour: string | null;
    startAt: string;
    dueAt: string | null;
    status: TaskStatus;
    approval: TaskApproval;
    documentId: number | null;
    startedAt: string | null;
    finishedAt: string | null;
    createdAt: string;
    updatedAt: string;
    state: TaskStateName;
    doneLabel: TaskDoneLabel | null;
    card: TaskCard | null;
  };
  HISTORICO: TaskHistoryEntry[];
}
