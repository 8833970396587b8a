import type { TFunction } from 'i18next';
import type { Transaction } from 'kysely';
import type { TaskFields } from '../../runtime/tasks/TaskFields';
import type { AudienceViewer } from '../access/AudienceViewer';
import type { Database } from '../db/Database';
import { checkPrerequisites } from './checkPrerequisites';
import { checkTaskReferences } from './checkTaskReferences';
import { taskRowValues, type TaskRowValues } from './taskRowValues';

/** A new task that passed every check, ready for insertTask. */
export interface PreparedTask {
  values: TaskRowValues;
  prerequisites: number[];
}

/**
 * Checks a new task's fields as SalvarAtividade does, in its order (docs/tasks.md): distance and dates
 * (taskRowValues), form and records (checkTaskReferences), prerequisites. Writes nothing, so a batch
 * (SalvarAtividades) can check every row before creating any. Refusals are CommandFailures naming
 * their FIELD.
 *
 * @example const prepared = await prepareNewTask(trx, ctx.t, viewer, fields, -180, new Date());
 */
export async function prepareNewTask(
  trx: Transaction<Database>,
  t: TFunction,
  viewer: AudienceViewer,
  fields: TaskFields,
  offsetMinutes: number,
  now: Date,
): Promise<PreparedTask> {
  const values = taskRowValues(fields, offsetMinutes, now, () => true);
  await checkTaskReferences(trx, t, viewer, values);
  const prerequisites = [...new Set(fields.prerequisites ?? [])];
  await checkPrerequisites(trx, t, viewer.companyId, null, prerequisites);
  return { values, prerequisites };
}
