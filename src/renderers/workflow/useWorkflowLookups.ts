import { useCommandData } from '../hooks/useCommandData';
import { useAccessOptions, type AccessOptions } from '../forms/editor/useAccessOptions';

/** The records step settings pick from: roles, work groups, employees and the company's forms. */
export interface WorkflowLookups extends AccessOptions {
  forms: Array<{ id: number; name: string }>;
}

/**
 * The workflow editor's lookups, through the command adapter like the other editor tabs (ListarModelos
 * with OPCOES_ACESSO for people and groups, ListarModelos for the forms). Empty lists until answered.
 *
 * @example const lookups = useWorkflowLookups(); lookups.forms // [{ id: 3, name: 'Inspeção' }]
 */
export function useWorkflowLookups(): WorkflowLookups {
  const access = useAccessOptions();
  const { data } = useCommandData<{ MODELOS?: Array<{ id: number; name: string }> }>('ListarModelos');
  return { ...access, forms: (data?.MODELOS ?? []).map(({ id, name }) => ({ id, name })) };
}
