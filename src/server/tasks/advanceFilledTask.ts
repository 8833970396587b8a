import type { Transaction } from 'kysely';
import type { Database } from '../db/Database';
import type { FillColumns } from './taskForFilling';
import type { TaskRow } from './TaskRow';

/**
 * Moves a task after its document was saved: linked to the document, a draft makes it in_progress
 * (started_at on the first save), finishing makes it finished (finished_at), with approval pending when
 * it needs approval (a corrected, disapproved task goes back to pending). Stores where it was filled,
 * bumps the version and writes a history row with the status and approval changes.
 *
 * @example await advanceFilledTask(trx, task, { userId, documentId: 7, finished: true, fill }, now);
 */
export async function advanceFilledTask(
  trx: Transaction<Database>,
  task: TaskRow,
  save: { userId: number; documentId: number; finished: boolean; fill: FillColumns },
  now: Date,
): Promise<void> {
  const status = save.finished ? 'finished' : 'in_progress';
  const approval = save.finished && task.needs_approval ? 'pending' : task.approval;
  await trx
    .updateTable('tasks')
    .set((eb) => ({
      ...save.fill,
      status,
      approval,
      document_id: save.documentId,
      started_at: task.started_at ?? now,
      finished_at: save.finished ? now : null,
      updated_by: save.userId,
      updated_at: now,
      version: eb('version', '+', 1),
    }))
    .where('company_id', '=', task.company_id)
    .where('id', '=', task.id)
    .execute();
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  if (status !== task.status) changes.status = { from: task.status, to: status };
  if (approval !== task.approval) changes.approval = { from: task.approval, to: approval };
  if (Object.keys(changes).length)
    await trx
      .insertInto('task_history')
      .values({
        company_id: task.company_id,
        task_id: task.id,
        at: now,
        user_id: save.userId,
        changes: JSON.stringify(changes),
      })
      .execute();
}
