import type { TaskRow } from '../../tasks/TaskRow';
import { taskResponsibleOf } from './taskResponsibleOf';

/**
 * The fields of a stored task that an edit may change, as the history records them: ATIVIDADE's names,
 * instants as ISO strings (startAt, dueAt) and the prerequisites sorted. `taskChanges` diffs two of them.
 *
 * @example const before = taskHistoryView(row, [3, 5]);
 */
export function taskHistoryView(row: TaskRow, prerequisites: number[]): Record<string, unknown> {
  return {
    title: row.title,
    projectId: row.project_id,
    phaseId: row.phase_id,
    startAt: row.start_at.toISOString(),
    dueAt: row.due_at ? row.due_at.toISOString() : null,
    formId: row.form_id,
    clientId: row.client_id,
    unitId: row.unit_id,
    assetId: row.asset_id,
    address: row.address,
    responsible: taskResponsibleOf(row),
    instructions: row.instructions,
    hideBeforeStart: row.hide_before_start,
    urgent: row.urgent,
    closeAfterDue: row.close_after_due,
    notifyEmails: row.notify_emails,
    prerequisites: [...prerequisites].sort((a, b) => a - b),
    useOrigin: row.use_origin,
    fillInLocation: row.fill_in_location,
    proximityMeters: row.proximity_meters,
    showOnlyNear: row.show_only_near,
    canFillOutOfArea: row.can_fill_out_of_area,
    outOfAreaJustificationRequired: row.out_of_area_justification_required,
    needsApproval: row.needs_approval,
    approvalGroupId: row.approval_group_id,
    approvalGroupKind: row.approval_group_kind,
  };
}
