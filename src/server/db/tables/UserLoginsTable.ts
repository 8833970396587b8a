/** Global directory login -> tenant, so a login can be resolved without scanning every tenant. */
export interface UserLoginsTable {
  login: string;
  company_id: number;
  user_id: number;
}
