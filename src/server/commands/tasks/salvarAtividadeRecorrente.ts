import schema from '../../../../schemas/commands/SalvarAtividadeRecorrente.schema.json';
import { zonedDateTime } from '../../../runtime/tasks/zonedDateTime';
import { loadAudienceViewer } from '../../access/loadAudienceViewer';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { insertRecurrentTask } from './insertRecurrentTask';
import { prepareRecurrentTask, type RecurrenceParams } from './prepareRecurrentTask';
import { recurrentTaskJobs } from '../../tasks/recurrentTaskJobs';
import type { TaskFields } from '../../../runtime/tasks/TaskFields';

interface Params {
  ID?: number;
  VERSAO?: number;
  FUSO?: number;
  ATIVIDADE: TaskFields;
  RECORRENCIA: RecurrenceParams;
}

/**
 * SalvarAtividadeRecorrente {ID? (absent: create), VERSAO (with ID), FUSO?, ATIVIDADE (SalvarAtividade's
 * fields; startDate is the base date; no due date, due days or prerequisites), RECORRENCIA {recurrenceType,
 * weekdays | monthDay | yearDate | periodType + customInterval, expiryDays?}} → ID, VERSAO; TASK EDIT.
 * Checks as SalvarAtividade (distance, due hour on the start day when expiryDays is 0, form and records;
 * every reference again on an edit, since future occurrences will use them) and a rule that can produce
 * occurrences (TASK_RECURRENCE_INVALID). An edit of a stopped or unknown template is ENTITY_NOT_FOUND, of
 * an older version STALE_VERSION; it removes the future occurrences nobody touched yet (planned, never
 * edited, not started, no document, nobody's prerequisite) and generates again from today. The generation
 * is a job scheduled in this transaction (docs/tasks.md).
 */
export const salvarAtividadeRecorrente = defineCommand<Params>({
  name: 'SalvarAtividadeRecorrente',
  params: schema,
  async handler(ctx, params) {
    const { viewer, trx } = await loadAudienceViewer(ctx);
    const now = new Date();
    const offset = params.FUSO ?? zonedDateTime.defaultOffset;
    const prepared = await prepareRecurrentTask(
      trx,
      ctx.t,
      viewer,
      params.ATIVIDADE,
      params.RECORRENCIA,
      offset,
      now,
    );
    if (params.ID === undefined)
      return { ID: await insertRecurrentTask(ctx, trx, viewer, prepared), VERSAO: 1 };
    const previous = await trx
      .selectFrom('recurrent_tasks')
      .select(['id', 'version', 'active'])
      .where('company_id', '=', viewer.companyId)
      .where('id', '=', params.ID)
      .forUpdate()
      .executeTakeFirst();
    if (!previous?.active) throw new CommandFailure('ENTITY_NOT_FOUND');
    if (params.VERSAO !== previous.version) throw new CommandFailure('STALE_VERSION');
    const version = previous.version + 1;
    await trx
      .updateTable('recurrent_tasks')
      .set({ ...prepared, updated_by: viewer.userId, updated_at: now, version, generated_until: null })
      .where('company_id', '=', viewer.companyId)
      .where('id', '=', previous.id)
      .execute();
    await trx
      .deleteFrom('tasks')
      .where('company_id', '=', viewer.companyId)
      .where('recurrent_id', '=', previous.id)
      .where('start_at', '>', now)
      .where('status', '=', 'planned')
      .where('version', '=', 1)
      .where('document_id', 'is', null)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('task_prerequisites as p')
              .select('p.task_id')
              .whereRef('p.company_id', '=', 'tasks.company_id')
              .whereRef('p.prerequisite_id', '=', 'tasks.id'),
          ),
        ),
      )
      .execute();
    await recurrentTaskJobs.scheduleTemplate(ctx.jobs, trx, {
      companyId: viewer.companyId,
      id: previous.id,
      version,
    });
    return { ID: previous.id, VERSAO: version };
  },
});
