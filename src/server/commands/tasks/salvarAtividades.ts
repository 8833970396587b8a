import { refuseOffPlan } from '../../access/refuseOffPlan';
import schema from '../../../../schemas/commands/SalvarAtividades.schema.json';
import type { TaskFields } from '../../../runtime/tasks/TaskFields';
import { zonedDateTime } from '../../../runtime/tasks/zonedDateTime';
import { loadAudienceViewer } from '../../access/loadAudienceViewer';
import { defineCommand } from '../CommandDefinition';
import { checkTaskBatchLimit } from './checkTaskBatchLimit';
import { checkTaskRows } from './checkTaskRows';
import { insertTask } from '../../tasks/insertTask';
import { prepareNewTask } from '../../tasks/prepareNewTask';

interface Params {
  FUSO?: number;
  ATIVIDADES: unknown[];
}

/**
 * SalvarAtividades {FUSO?, ATIVIDADES: [ATIVIDADE, ...]} → IDS, COUNT; TASK EDIT. The create-multiple
 * page's save: every row is SalvarAtividade's ATIVIDADE, checked by the same code (its schema, then
 * prepareNewTask), all or nothing in the command's transaction. A batch larger than the plan's
 * `multipleActivities` is PLAN_LIMIT_REACHED; any refused row is ENTITY_ROWS_INVALID with ROW_ERRORS
 * [{row, field, path, message}] and nothing is created. Each created task records CREATE_TASK.
 */
export const salvarAtividades = defineCommand<Params>({
  name: 'SalvarAtividades',
  params: schema,
  async handler(ctx, params) {
    const { viewer, trx, company } = await loadAudienceViewer(ctx);
    checkTaskBatchLimit(company!, params.ATIVIDADES.length);
    const now = new Date();
    const offset = params.FUSO ?? zonedDateTime.defaultOffset;
    const tasks = await checkTaskRows<TaskFields, Awaited<ReturnType<typeof prepareNewTask>>>(
      ctx,
      params.ATIVIDADES,
      'campo:commands/SalvarAtividade#/properties/ATIVIDADE',
      (fields) => prepareNewTask(trx, ctx.t, viewer, fields, offset, now),
    );
    if (tasks.some((task) => task.values.fill_in_location)) refuseOffPlan(company!, 'gpsLocation');
    const ids: number[] = [];
    for (const task of tasks) ids.push(await insertTask(ctx, trx, viewer, company!, task));
    ctx.inform(ctx.t('taskMultiple.saved', { count: ids.length }));
    return { IDS: ids, COUNT: ids.length };
  },
});
