/** An employee as ListarColaboradores answers it. */
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
  lastLogin: string | null;
  online: boolean;
}
