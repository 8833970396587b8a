import type { Selectable } from 'kysely';
import type { TasksTable } from '../db/Database';

/** A stored task as read with selectAll. */
export type TaskRow = Selectable<TasksTable>;
