/**
 * An employee as the employee list and form show it (ListarColaboradores' items, ConsultarColaborador):
 * built by the server's loadEmployees, read by the employee screens, from this one declaration.
 *
 * @example const { ITEMS } = await command<{ ITEMS: EmployeeRow[] }>('ListarColaboradores');
 */
export interface EmployeeRow {
  id: number;
  personId: number;
  name: string;
  surname: string;
  phone: string;
  email: string | null;
  roleId: number | null;
  role: string | null;
  isActive: boolean;
  isShared: boolean;
  isOwner: boolean;
  /** ISO instant, or null when never logged in. */
  lastLogin: string | null;
  /** Logged in within the last 15 minutes. */
  online: boolean;
}
