import type { PermissionOverrideColumns } from './PermissionOverrideColumns';

export interface CompanyPermissionOverridesTable extends PermissionOverrideColumns {
  company_id: number;
}
