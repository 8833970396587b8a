import type { TaskResponsible } from '../../../runtime/tasks/TaskFields';

/**
 * A stored task's responsible as the commands answer it and the history records it (no null keys, the
 * same shape the mass edit's SQL builds with jsonb_strip_nulls).
 *
 * @example taskResponsibleOf(row) // { kind: 'employee', id: 12 }
 */
export function taskResponsibleOf(row: {
  responsible_kind: TaskResponsible['kind'];
  responsible_id: number | null;
  responsible_code: string | null;
  responsible_code_type: string | null;
}): TaskResponsible {
  if (row.responsible_kind === 'sharedCode')
    return {
      kind: 'sharedCode',
      code: row.responsible_code ?? '',
      codeType: (row.responsible_code_type ?? 'TOKEN') as 'EMPLOYEE_CODE' | 'CPF' | 'CNPJ' | 'TOKEN',
    };
  return { kind: row.responsible_kind, id: row.responsible_id ?? 0 };
}
