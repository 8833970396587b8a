import type { Selectable } from 'kysely';
import type { TasksTable } from '../db/tables/TasksTable';

/** A stored task as read with selectAll. */
export type TaskRow = Selectable<TasksTable>;
