import type { Selectable } from 'kysely';
import type { WorkflowInstancesTable } from '../db/tables/WorkflowInstancesTable';

/** A stored workflow instance as read with selectAll. */
export type InstanceRow = Selectable<WorkflowInstancesTable>;
