import type { ErrorCode } from '../../runtime/errors/errorCatalogue';
import type { TaskFieldPath } from '../../runtime/tasks/taskFieldProblem';
import { CommandFailure } from '../commands/CommandFailure';

/**
 * A task refusal that names the field it belongs to (FIELD in the answer, e.g. 'dueDate'), so the task
 * page shows the message beside that field and the bulk commands report the row's field.
 *
 * @example throw taskFieldFailure('LOOKUP_NOT_FOUND', 'clientId', { field: t('tasks.fields.client') });
 */
export function taskFieldFailure(
  code: ErrorCode,
  field: TaskFieldPath,
  vars: Record<string, unknown> = {},
): CommandFailure {
  return new CommandFailure(code, vars, { answer: { FIELD: field } });
}
