import type { NamedOption } from './NamedOption';

/**
 * What the selects of the task page offer: the forms the user may fill, roles, squads and employees
 * (ListarModelos with OPCOES_ACESSO).
 */
export interface TaskFormOptions {
  forms: NamedOption[];
  roles: NamedOption[];
  squads: NamedOption[];
  employees: NamedOption[];
}
