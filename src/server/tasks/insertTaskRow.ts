import type { Transaction } from 'kysely';
import type { Database } from '../db/Database';
import type { PreparedTask } from './prepareNewTask';

/**
 * Writes a checked task (prepareNewTask) and its prerequisites: status planned, approval pending when it
 * needs approval, created by `userId`. The row only: insertTask adds the notices a command sends; the
 * workflow engine (no command around it in a job) writes through this.
 *
 * @example const id = await insertTaskRow(trx, companyId, userId, prepared, { workflow_run_id: 4 });
 */
export async function insertTaskRow(
  trx: Transaction<Database>,
  companyId: number,
  userId: number,
  task: PreparedTask,
  extra: { workflow_run_id?: number; document_id?: number } = {},
): Promise<number> {
  const { values, prerequisites } = task;
  const created = await trx
    .insertInto('tasks')
    .values({
      ...values,
      ...extra,
      company_id: companyId,
      status: 'planned',
      approval: values.needs_approval ? 'pending' : null,
      created_by: userId,
      updated_by: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (prerequisites.length)
    await trx
      .insertInto('task_prerequisites')
      .values(prerequisites.map((p) => ({ company_id: companyId, task_id: created.id, prerequisite_id: p })))
      .execute();
  return created.id;
}
