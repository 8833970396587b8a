import type { TaskResponsible } from '../../tasks/TaskFields';
import type { RecurrenceRule } from '../../tasks/recurrence';

type CodeType = Extract<TaskResponsible, { kind: 'sharedCode' }>['codeType'];

/** The address parts a task keeps (the entity address field's, with coordinates typed as text). */
export interface AddressDraft {
  cep: string;
  country: string;
  state: string;
  city: string;
  district: string;
  street: string;
  number: string;
  complement: string;
  latitude: string;
  longitude: string;
}

/** The recurrence being typed: every type's values kept, so switching type loses nothing. */
export interface RecurrenceDraft {
  recurrenceType: RecurrenceRule['recurrenceType'];
  weekdays: number[];
  monthDay: string;
  /** MM-DD */
  yearDate: string;
  periodType: 'days' | 'weeks' | 'months';
  customInterval: string;
  expiryDays: string;
}

/**
 * The task page's state: the `ATIVIDADE` fields as the inputs hold them (texts, ids or null), and the
 * recurrence when the task is recurrent. taskParamsFrom turns it into command parameters.
 */
export interface TaskDraft {
  title: string;
  formId: number | null;
  responsibleKind: TaskResponsible['kind'];
  employeeId: number | null;
  squadId: number | null;
  code: string;
  codeType: CodeType;
  startDate: string;
  startHour: string;
  dueMode: 'date' | 'days' | 'none';
  dueDate: string;
  dueHour: string;
  dueDays: string;
  clientId: number | null;
  unitId: number | null;
  assetId: number | null;
  address: AddressDraft;
  instructions: string;
  hideBeforeStart: boolean;
  urgent: boolean;
  closeAfterDue: boolean;
  notifyEmails: string[];
  prerequisites: Array<{ id: string; name: string }>;
  useOrigin: Record<string, boolean>;
  fillInLocation: boolean;
  proximityMeters: string;
  showOnlyNear: boolean;
  canFillOutOfArea: boolean;
  outOfAreaJustificationRequired: boolean;
  needsApproval: boolean;
  approvalGroupId: number | null;
  approvalGroupKind: 'role' | 'squad' | null;
  recurrent: boolean;
  recurrence: RecurrenceDraft;
}
