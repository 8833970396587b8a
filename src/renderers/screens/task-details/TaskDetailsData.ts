import type { TaskFields } from '../../../runtime/tasks/TaskFields';
import type { TaskDoneLabel, TaskStateName } from '../../../runtime/tasks/TaskStateName';
import type { RecurrenceRule } from '../../../runtime/tasks/recurrence';

/** ConsultarAtividade's ATIVIDADE as the details page reads it. */
export type StoredTaskFields = TaskFields & {
  id: number;
  version: number;
  dueHour: string | null;
  status: string;
  state: TaskStateName;
  doneLabel: TaskDoneLabel | null;
  approval: 'pending' | 'approved' | 'disapproved' | null;
  createdAt: string;
  updatedAt: string;
};

/** ConsultarAtividadeRecorrente's answer. */
export interface StoredTemplate {
  RECORRENTE: {
    id: number;
    version: number;
    active: boolean;
    generatedUntil: string | null;
    ATIVIDADE: TaskFields;
    RECORRENCIA: RecurrenceRule;
  };
  OCORRENCIAS: Array<{ id: number; date: string; status: string }>;
}
