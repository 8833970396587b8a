import type { TaskFields } from '../../tasks/TaskFields';
import type { RecurrenceRule } from '../../tasks/recurrence';
import { emptyTaskDraft } from './emptyTaskDraft';
import type { AddressDraft, TaskDraft } from './TaskDraft';

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/**
 * The page state of a stored task (ConsultarAtividade's ATIVIDADE) or recurrent template
 * (ConsultarAtividadeRecorrente's ATIVIDADE and RECORRENCIA). Prerequisites come named by the caller.
 *
 * @example taskDraftFrom(answer.ATIVIDADE, undefined, [{ id: '3', name: 'Vistoria' }])
 */
export function taskDraftFrom(
  task: TaskFields & { dueHour?: string | null },
  rule?: RecurrenceRule,
  prerequisites: TaskDraft['prerequisites'] = [],
): TaskDraft {
  const base = emptyTaskDraft(task.startDate, rule !== undefined);
  const responsible = task.responsible;
  const address = (task.address ?? {}) as Record<string, unknown>;
  return {
    ...base,
    title: task.title,
    formId: task.formId,
    responsibleKind: responsible.kind,
    employeeId: responsible.kind === 'employee' ? responsible.id : null,
    squadId: responsible.kind === 'squad' ? responsible.id : null,
    code: responsible.kind === 'sharedCode' ? responsible.code : '',
    codeType: responsible.kind === 'sharedCode' ? responsible.codeType : base.codeType,
    startDate: task.startDate,
    startHour: task.startHour && task.startHour !== '00:00' ? task.startHour : '',
    dueMode: task.dueDate ? 'date' : task.dueDays !== undefined ? 'days' : rule ? 'date' : 'none',
    dueDate: task.dueDate ?? '',
    dueHour: task.dueHour ?? '23:59',
    dueDays: text(task.dueDays),
    clientId: task.clientId ?? null,
    unitId: task.unitId ?? null,
    assetId: task.assetId ?? null,
    address: Object.fromEntries(
      Object.keys(base.address).map((k) => [k, text(address[k])]),
    ) as unknown as AddressDraft,
    instructions: task.instructions ?? '',
    hideBeforeStart: !!task.hideBeforeStart,
    urgent: !!task.urgent,
    closeAfterDue: !!task.closeAfterDue,
    notifyEmails: task.notifyEmails ?? [],
    prerequisites,
    useOrigin: task.useOrigin ?? {},
    fillInLocation: !!task.fillInLocation,
    proximityMeters: text(task.proximityMeters),
    showOnlyNear: !!task.showOnlyNear,
    canFillOutOfArea: !!task.canFillOutOfArea,
    outOfAreaJustificationRequired: !!task.outOfAreaJustificationRequired,
    needsApproval: !!task.needsApproval,
    approvalGroupId: task.approvalGroupId ?? null,
    approvalGroupKind: task.approvalGroupKind ?? null,
    recurrent: rule !== undefined,
    recurrence: rule
      ? {
          ...base.recurrence,
          recurrenceType: rule.recurrenceType,
          expiryDays: String(rule.expiryDays ?? 0),
          ...(rule.recurrenceType === 'weekly' ? { weekdays: rule.weekdays } : {}),
          ...(rule.recurrenceType === 'monthly' ? { monthDay: String(rule.monthDay) } : {}),
          ...(rule.recurrenceType === 'yearly' ? { yearDate: rule.yearDate } : {}),
          ...(rule.recurrenceType === 'custom'
            ? { periodType: rule.periodType, customInterval: String(rule.customInterval) }
            : {}),
        }
      : base.recurrence,
  };
}
