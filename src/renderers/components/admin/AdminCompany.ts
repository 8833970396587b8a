/** A customer company as ConsultarTodasEmpresasUsuarias answers it to the platform admin. */
export interface AdminCompany {
  id: number;
  name: string;
  planName: string;
  active: boolean;
  trial: boolean;
  blocked: boolean;
}
