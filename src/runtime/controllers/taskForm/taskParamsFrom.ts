import type { TaskFields, TaskResponsible } from '../../tasks/TaskFields';
import { recurrenceRuleOf } from './recurrenceRuleOf';
import type { TaskDraft } from './TaskDraft';

const number = (text: string) => (text.trim() === '' ? null : Number(text.replace(',', '.')));

function responsibleOf(draft: TaskDraft): TaskResponsible {
  if (draft.responsibleKind === 'sharedCode')
    return { kind: 'sharedCode', code: draft.code.trim(), codeType: draft.codeType };
  return {
    kind: draft.responsibleKind,
    id: (draft.responsibleKind === 'employee' ? draft.employeeId : draft.squadId) ?? 0,
  };
}

/** The address as stored: the typed parts, coordinates as numbers; null when nothing was typed. */
function addressOf(draft: TaskDraft): Record<string, unknown> | null {
  const entries = Object.entries(draft.address).filter(([, v]) => v.trim() !== '');
  if (!entries.length) return null;
  return Object.fromEntries(
    entries.map(([k, v]) => [k, k === 'latitude' || k === 'longitude' ? number(v) : v.trim()]),
  );
}

/**
 * The command parameters of the task page: ATIVIDADE for SalvarAtividade, or ATIVIDADE (without due
 * date, due days and prerequisites) and RECORRENCIA for SalvarAtividadeRecorrente. Optional fields left
 * empty are not sent, so the server's defaults apply (start 00:00, due 23:59).
 *
 * @example const { ATIVIDADE } = taskParamsFrom(draft);
 */
export function taskParamsFrom(draft: TaskDraft): {
  ATIVIDADE: TaskFields;
  RECORRENCIA?: Record<string, unknown>;
} {
  const proximity = number(draft.proximityMeters);
  const task: TaskFields = {
    title: draft.title.trim(),
    formId: draft.formId ?? 0,
    responsible: responsibleOf(draft),
    startDate: draft.startDate,
    ...(draft.startHour ? { startHour: draft.startHour } : {}),
    ...(draft.dueHour ? { dueHour: draft.dueHour } : {}),
    clientId: draft.clientId,
    unitId: draft.unitId,
    assetId: draft.assetId,
    address: addressOf(draft),
    instructions: draft.instructions,
    hideBeforeStart: draft.hideBeforeStart,
    urgent: draft.urgent,
    closeAfterDue: draft.closeAfterDue,
    notifyEmails: draft.notifyEmails,
    useOrigin: draft.useOrigin,
    fillInLocation: draft.fillInLocation,
    proximityMeters: proximity,
    showOnlyNear: draft.showOnlyNear,
    canFillOutOfArea: draft.canFillOutOfArea,
    outOfAreaJustificationRequired: draft.outOfAreaJustificationRequired,
    needsApproval: draft.needsApproval,
    approvalGroupId: draft.needsApproval ? draft.approvalGroupId : null,
    approvalGroupKind: draft.needsApproval && draft.approvalGroupId ? draft.approvalGroupKind : null,
  };
  if (draft.recurrent) {
    const { baseDate: _base, ...rule } = recurrenceRuleOf(draft);
    return { ATIVIDADE: task, RECORRENCIA: rule };
  }
  return {
    ATIVIDADE: {
      ...task,
      ...(draft.dueMode === 'date' && draft.dueDate ? { dueDate: draft.dueDate } : { dueDate: null }),
      ...(draft.dueMode === 'days' && draft.dueDays.trim() !== '' ? { dueDays: Number(draft.dueDays) } : {}),
      prerequisites: draft.prerequisites.map((p) => Number(p.id)),
    },
  };
}
