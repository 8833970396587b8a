import { problemOf } from '../../problemOf';
import type { WorkflowProblem } from '../../WorkflowProblem';
import type { WorkflowStep } from '../../WorkflowStep';
import type { DocumentFillSettings } from './DocumentFillSettings';

/** A kind of assignee is only someone once it names them: people and groups by id, a field by its id. */
function hasAssignee(assignee: DocumentFillSettings['assignee']): boolean {
  if (!assignee) return false;
  if (assignee.kind === 'people') return (assignee.ids ?? []).length > 0;
  if (assignee.kind === 'groups') return (assignee.ids ?? []).length + (assignee.squadIds ?? []).length > 0;
  if (assignee.kind === 'fieldValue') return Boolean(assignee.fieldId);
  return true;
}

/**
 * Spec 001 §5: a document-fill step needs an assignee (who fills), a deadline and at least one group.
 *
 * @example checkDocumentFill({ ...step, settings: { assignee: null, deadlineHours: 24, groups: ['g1'] } })
 * // [{ code: 'DOCUMENT_FILL_ASSIGNEE_REQUIRED', message: 'Informe quem vai preencher', stepId }]
 */
export function checkDocumentFill(step: WorkflowStep<DocumentFillSettings>): WorkflowProblem[] {
  const { assignee, deadlineHours, groups } = step.settings;
  const problems: WorkflowProblem[] = [];
  if (!hasAssignee(assignee)) problems.push(problemOf('DOCUMENT_FILL_ASSIGNEE_REQUIRED', step.id));
  if (!deadlineHours) problems.push(problemOf('DOCUMENT_FILL_DEADLINE_REQUIRED', step.id));
  if (groups.length === 0) problems.push(problemOf('DOCUMENT_FILL_GROUP_REQUIRED', step.id));
  return problems;
}
