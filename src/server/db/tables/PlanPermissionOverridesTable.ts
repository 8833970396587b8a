import type { PermissionOverrideColumns } from './PermissionOverrideColumns';

/** A plan's functionality ceiling or limit set by the platform administrator (migration 0002). */
export interface PlanPermissionOverridesTable extends PermissionOverrideColumns {
  plan_name: string;
}
