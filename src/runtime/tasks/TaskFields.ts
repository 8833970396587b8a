/** Who does a task: an employee (user id), a squad (record id) or a shared-user code. */
export type TaskResponsible =
  | { kind: 'employee' | 'squad'; id: number }
  | { kind: 'sharedCode'; code: string; codeType: 'EMPLOYEE_CODE' | 'CPF' | 'CNPJ' | 'TOKEN' };

/** The task as SalvarAtividade receives it (CMD.ATIVIDADE) and ConsultarAtividade answers it. */
export interface TaskFields {
  title: string;
  projectId?: number | null;
  phaseId?: number | null;
  startDate: string;
  startHour?: string;
  dueDate?: string | null;
  dueHour?: string;
  dueDays?: number;
  formId: number;
  clientId?: number | null;
  unitId?: number | null;
  assetId?: number | null;
  address?: Record<string, unknown> | null;
  responsible: TaskResponsible;
  instructions?: string;
  hideBeforeStart?: boolean;
  urgent?: boolean;
  closeAfterDue?: boolean;
  notifyEmails?: string[];
  prerequisites?: number[];
  useOrigin?: Record<string, boolean>;
  fillInLocation?: boolean;
  proximityMeters?: number | null;
  showOnlyNear?: boolean;
  canFillOutOfArea?: boolean;
  outOfAreaJustificationRequired?: boolean;
  needsApproval?: boolean;
  approvalGroupId?: number | null;
  /** What approvalGroupId names: a role (permission group) or a work group (squad record). */
  approvalGroupKind?: 'role' | 'squad' | null;
}
