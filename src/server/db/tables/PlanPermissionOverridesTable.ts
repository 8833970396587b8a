import type { PermissionOverrideColumns } from './PermissionOverrideColumns';

export interface PlanPermissionOverridesTable extends PermissionOverrideColumns {
  plan_name: string;
}
