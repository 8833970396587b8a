import type { TaskDraft } from './TaskDraft';

/**
 * A new task's page state: starting `today` (local `YYYY-MM-DD`), due at 23:59 of a date still to choose
 * (spec 001 §9), a weekly recurrence on the start's weekday ready when the switch is turned on.
 *
 * @example emptyTaskDraft('2026-11-23', false).dueHour // '23:59'
 */
export function emptyTaskDraft(today: string, recurrent: boolean): TaskDraft {
  return {
    title: '',
    formId: null,
    responsibleKind: 'employee',
    employeeId: null,
    squadId: null,
    code: '',
    codeType: 'EMPLOYEE_CODE',
    startDate: today,
    startHour: '',
    dueMode: 'date',
    dueDate: '',
    dueHour: '23:59',
    dueDays: '',
    clientId: null,
    unitId: null,
    assetId: null,
    address: {
      cep: '',
      country: '',
      state: '',
      city: '',
      district: '',
      street: '',
      number: '',
      complement: '',
      latitude: '',
      longitude: '',
    },
    instructions: '',
    hideBeforeStart: false,
    urgent: false,
    closeAfterDue: false,
    notifyEmails: [],
    prerequisites: [],
    useOrigin: {},
    fillInLocation: false,
    proximityMeters: '',
    showOnlyNear: false,
    canFillOutOfArea: false,
    outOfAreaJustificationRequired: false,
    needsApproval: false,
    approvalGroupId: null,
    approvalGroupKind: null,
    recurrent,
    recurrence: {
      recurrenceType: 'weekly',
      weekdays: [new Date(`${today}T00:00:00.000Z`).getUTCDay()],
      monthDay: String(Number(today.slice(8, 10))),
      yearDate: today.slice(5, 10),
      periodType: 'days',
      customInterval: '1',
      expiryDays: '0',
    },
  };
}
