import type { PermissionOverrideColumns } from './PermissionOverrideColumns';

/** A company's own functionality ceiling or limit (migration 0002), over its plan's. */
export interface CompanyPermissionOverridesTable extends PermissionOverrideColumns {
  company_id: number;
}
