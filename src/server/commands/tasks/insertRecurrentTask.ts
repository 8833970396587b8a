import type { Transaction } from 'kysely';
import type { AudienceViewer } from '../../access/AudienceViewer';
import type { Database } from '../../db/Database';
import type { CommandContext } from '../CommandContext';
import type { PreparedRecurrentTask } from './prepareRecurrentTask';
import { recurrentTaskJobs } from '../../tasks/recurrentTaskJobs';

/**
 * Creates a checked recurrent task (prepareRecurrentTask) and schedules the generation of its
 * occurrences in the same transaction. Resolves with the new id.
 *
 * @example const id = await insertRecurrentTask(ctx, trx, viewer, await prepareRecurrentTask(...));
 */
export async function insertRecurrentTask(
  ctx: CommandContext,
  trx: Transaction<Database>,
  viewer: AudienceViewer,
  row: PreparedRecurrentTask,
): Promise<number> {
  const created = await trx
    .insertInto('recurrent_tasks')
    .values({
      ...row,
      company_id: viewer.companyId,
      created_by: viewer.userId,
      updated_by: viewer.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recurrentTaskJobs.scheduleTemplate(ctx.jobs, trx, {
    companyId: viewer.companyId,
    id: created.id,
    version: 1,
  });
  return created.id;
}
