/** An employee as ListarColaboradores answers it (declared once with the answers, runtime/protocol). */
export type { EmployeeRow } from '../../../runtime/protocol/answers/EmployeeRow';
