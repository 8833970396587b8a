import { refuseOffPlan } from '../../access/refuseOffPlan';
import schema from '../../../../schemas/commands/SalvarAtividade.schema.json';
import { zonedDateTime } from '../../../runtime/tasks/zonedDateTime';
import { loadAudienceViewer } from '../../access/loadAudienceViewer';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { checkPrerequisites } from '../../tasks/checkPrerequisites';
import { checkTaskReferences } from '../../tasks/checkTaskReferences';
import { loadPrerequisites } from './loadPrerequisites';
import { insertTask } from '../../tasks/insertTask';
import { prepareNewTask } from '../../tasks/prepareNewTask';
import { taskChanges } from './taskChanges';
import type { TaskFields } from '../../../runtime/tasks/TaskFields';
import { taskHistoryView } from './taskHistoryView';
import { taskRowValues } from '../../tasks/taskRowValues';

interface Params {
  ID?: number;
  VERSAO?: number;
  FUSO?: number;
  ATIVIDADE: TaskFields;
}

/** The refusals of an edit, in order: deleted or unknown, closed, changed since VERSAO. */
function refuseEdit<T extends { status: string; version: number }>(
  task: T | undefined,
  version: number | undefined,
): asserts task is T {
  if (!task || task.status === 'deleted') throw new CommandFailure('ENTITY_NOT_FOUND');
  if (task.status === 'finished' || task.status === 'cancelled')
    throw new CommandFailure('TASK_NOT_EDITABLE');
  if (version !== task.version) throw new CommandFailure('STALE_VERSION');
}

/**
 * SalvarAtividade {ID? (absent: create), VERSAO (with ID), FUSO?, ATIVIDADE} → ID, VERSAO; TASK EDIT.
 * The rules of docs/tasks.md in order: distance, dates, form and records, prerequisites; an edit refuses a
 * deleted (ENTITY_NOT_FOUND), finished or cancelled (TASK_NOT_EDITABLE) or changed-meanwhile
 * (STALE_VERSION) task and records the changed fields in task_history. Creating records CREATE_TASK.
 */
export const salvarAtividade = defineCommand<Params>({
  name: 'SalvarAtividade',
  params: schema,
  async handler(ctx, params) {
    const { viewer, trx, company } = await loadAudienceViewer(ctx);
    const now = new Date();
    const offset = params.FUSO ?? zonedDateTime.defaultOffset;
    const fields = params.ATIVIDADE;
    if (params.ID === undefined) {
      const task = await prepareNewTask(trx, ctx.t, viewer, fields, offset, now);
      if (task.values.fill_in_location) refuseOffPlan(company!, 'gpsLocation');
      return { ID: await insertTask(ctx, trx, viewer, company!, task), VERSAO: 1 };
    }
    const prerequisites = [...new Set(fields.prerequisites ?? [])];
    // Unlocked first look: a stale, deleted or closed task is refused without queueing for the row lock
    // behind concurrent editors (versions only grow, so a mismatch now is a mismatch under the lock).
    refuseEdit(
      await trx
        .selectFrom('tasks')
        .select(['status', 'version'])
        .where('company_id', '=', viewer.companyId)
        .where('id', '=', params.ID)
        .executeTakeFirst(),
      params.VERSAO,
    );
    // The locked read decides: another edit may have committed since the first look.
    const previous = await trx
      .selectFrom('tasks')
      .selectAll()
      .where('company_id', '=', viewer.companyId)
      .where('id', '=', params.ID)
      .forUpdate()
      .executeTakeFirst();
    refuseEdit(previous, params.VERSAO);
    const values = taskRowValues(
      fields,
      offset,
      now,
      (dueAt) => dueAt?.getTime() !== previous.due_at?.getTime(),
    );
    // A task saved with fill-in location before a downgrade stays editable.
    if (values.fill_in_location && !previous.fill_in_location) refuseOffPlan(company!, 'gpsLocation');
    await checkTaskReferences(trx, ctx.t, viewer, values, previous);
    await checkPrerequisites(trx, ctx.t, viewer.companyId, previous.id, prerequisites);
    const previousPrerequisites = await loadPrerequisites(trx, viewer.companyId, previous.id);
    const before = taskHistoryView(previous, previousPrerequisites);
    const version = previous.version + 1;
    const updated = await trx
      .updateTable('tasks')
      .set({
        ...values,
        approval:
          values.needs_approval === previous.needs_approval
            ? previous.approval
            : values.needs_approval
              ? 'pending'
              : null,
        updated_by: viewer.userId,
        updated_at: now,
        version,
      })
      .where('company_id', '=', viewer.companyId)
      .where('id', '=', previous.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    // Most edits keep the prerequisites: then their rows stay as they are (two statements fewer).
    const samePrerequisites =
      previousPrerequisites.length === prerequisites.length &&
      [...prerequisites].sort((a, b) => a - b).every((id, i) => id === previousPrerequisites[i]);
    if (!samePrerequisites)
      await trx
        .deleteFrom('task_prerequisites')
        .where('company_id', '=', viewer.companyId)
        .where('task_id', '=', previous.id)
        .execute();
    if (!samePrerequisites && prerequisites.length)
      await trx
        .insertInto('task_prerequisites')
        .values(
          prerequisites.map((p) => ({
            company_id: viewer.companyId,
            task_id: previous.id,
            prerequisite_id: p,
          })),
        )
        .execute();
    const changes = taskChanges(before, taskHistoryView(updated, prerequisites));
    if (Object.keys(changes).length)
      await trx
        .insertInto('task_history')
        .values({
          company_id: viewer.companyId,
          task_id: previous.id,
          user_id: viewer.userId,
          at: now,
          changes: JSON.stringify(changes),
        })
        .execute();
    return { ID: previous.id, VERSAO: version };
  },
});
