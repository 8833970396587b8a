/** An employee as ListarColaboradores answers it (declared once with the answers, runtime/protocol). */
export type { EmployeeRow } from '../../../runtime/protocol/answers/EmployeeRow';

/** A role of the ConsultarGruposPermissoes lookup. */
export interface RoleOption {
  id: number;
  name: string;
  type: 'E' | 'G';
  assignable: boolean;
}
