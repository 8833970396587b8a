import type { TaskFields } from '../../runtime/tasks/TaskFields';
import { taskFieldProblem } from '../../runtime/tasks/taskFieldProblem';
import { taskSchedule } from '../../runtime/tasks/taskSchedule';
import { taskFieldFailure } from './taskFieldFailure';

/** The columns SalvarAtividade writes from a task's fields (besides status, approval and audit columns). */
export interface TaskRowValues {
  title: string;
  project_id: number | null;
  phase_id: number | null;
  start_at: Date;
  due_at: Date | null;
  form_id: number;
  client_id: number | null;
  unit_id: number | null;
  asset_id: number | null;
  address: string | null;
  responsible_kind: 'employee' | 'squad' | 'sharedCode';
  responsible_id: number | null;
  responsible_code: string | null;
  responsible_code_type: 'EMPLOYEE_CODE' | 'CPF' | 'CNPJ' | 'TOKEN' | null;
  instructions: string;
  hide_before_start: boolean;
  urgent: boolean;
  close_after_due: boolean;
  notify_emails: string;
  use_origin: string;
  fill_in_location: boolean;
  proximity_meters: number | null;
  show_only_near: boolean;
  can_fill_out_of_area: boolean;
  out_of_area_justification_required: boolean;
  needs_approval: boolean;
  approval_group_id: number | null;
  approval_group_kind: 'role' | 'squad' | null;
}

/**
 * The row values of a task's fields in the caller's UTC offset, after the rules that need no database
 * (taskFieldProblem, docs/tasks.md): the proximity distance (TASK_INVALID_DISTANCE), due not before the
 * start (TASK_DUE_HOUR_BEFORE_START on the same day, TASK_DUE_BEFORE_START otherwise) and, when `dueIsNew`,
 * not before now (TASK_DUE_IN_PAST), each naming its field (FIELD). The due hour defaults to 23:59;
 * `dueDays` counts from the start date.
 *
 * @example const values = taskRowValues(fields, -180, new Date(), true);
 */
export function taskRowValues(
  fields: TaskFields,
  offsetMinutes: number,
  now: Date,
  dueIsNew: (dueAt: Date | null) => boolean,
): TaskRowValues {
  const problem = taskFieldProblem(fields, offsetMinutes, now, dueIsNew);
  if (problem) throw taskFieldFailure(problem.code, problem.field);
  const { startAt, dueAt } = taskSchedule(fields, offsetMinutes);
  const responsible = fields.responsible;
  return {
    title: fields.title.trim(),
    project_id: fields.projectId ?? null,
    phase_id: fields.phaseId ?? null,
    start_at: startAt,
    due_at: dueAt,
    form_id: fields.formId,
    client_id: fields.clientId ?? null,
    unit_id: fields.unitId ?? null,
    asset_id: fields.assetId ?? null,
    address: fields.address ? JSON.stringify(fields.address) : null,
    responsible_kind: responsible.kind,
    responsible_id: responsible.kind === 'sharedCode' ? null : responsible.id,
    responsible_code: responsible.kind === 'sharedCode' ? responsible.code : null,
    responsible_code_type: responsible.kind === 'sharedCode' ? responsible.codeType : null,
    instructions: fields.instructions ?? '',
    hide_before_start: fields.hideBeforeStart ?? false,
    urgent: fields.urgent ?? false,
    close_after_due: fields.closeAfterDue ?? false,
    notify_emails: JSON.stringify(fields.notifyEmails ?? []),
    use_origin: JSON.stringify(fields.useOrigin ?? {}),
    fill_in_location: fields.fillInLocation ?? false,
    proximity_meters: fields.proximityMeters ?? null,
    show_only_near: fields.showOnlyNear ?? false,
    can_fill_out_of_area: fields.canFillOutOfArea ?? false,
    out_of_area_justification_required: fields.outOfAreaJustificationRequired ?? false,
    needs_approval: fields.needsApproval ?? false,
    approval_group_id: fields.approvalGroupId ?? null,
    // Without a kind (older clients) checkTaskReferences finds which one the id names.
    approval_group_kind: fields.approvalGroupId ? (fields.approvalGroupKind ?? null) : null,
  };
}
