import type { TaskDraftErrors } from '../../../runtime/controllers/taskForm/taskDraftErrors';
import type { TaskDraft } from '../../../runtime/controllers/taskForm/TaskDraft';

/** What every section of the task page receives: the state, a patcher and the messages per field. */
export interface TaskSectionProps {
  draft: TaskDraft;
  change(patch: Partial<TaskDraft>): void;
  errors: TaskDraftErrors;
}
