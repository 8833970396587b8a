import { refuseOffPlan } from '../../access/refuseOffPlan';
import schema from '../../../../schemas/commands/SalvarAtividadesRecorrentes.schema.json';
import type { TaskFields } from '../../../runtime/tasks/TaskFields';
import { zonedDateTime } from '../../../runtime/tasks/zonedDateTime';
import { loadAudienceViewer } from '../../access/loadAudienceViewer';
import { defineCommand } from '../CommandDefinition';
import { checkTaskBatchLimit } from './checkTaskBatchLimit';
import { checkTaskRows } from './checkTaskRows';
import { insertRecurrentTask } from './insertRecurrentTask';
import {
  prepareRecurrentTask,
  type PreparedRecurrentTask,
  type RecurrenceParams,
} from './prepareRecurrentTask';

interface Params {
  FUSO?: number;
  ITENS: unknown[];
}

interface Item {
  ATIVIDADE: TaskFields;
  RECORRENCIA: RecurrenceParams;
}

/**
 * SalvarAtividadesRecorrentes {FUSO?, ITENS: [{ATIVIDADE, RECORRENCIA}, ...]} → IDS, COUNT; TASK EDIT. The
 * recurrent create-multiple page's save: every row is checked as SalvarAtividadeRecorrente checks one
 * (its schema, then prepareRecurrentTask), all or nothing; the plan's `multipleActivities` bounds the
 * batch (PLAN_LIMIT_REACHED); refused rows are ENTITY_ROWS_INVALID with ROW_ERRORS. Each created template
 * schedules the generation of its occurrences in this transaction.
 */
export const salvarAtividadesRecorrentes = defineCommand<Params>({
  name: 'SalvarAtividadesRecorrentes',
  params: schema,
  async handler(ctx, params) {
    const { viewer, trx, company } = await loadAudienceViewer(ctx);
    checkTaskBatchLimit(company!, params.ITENS.length);
    const now = new Date();
    const offset = params.FUSO ?? zonedDateTime.defaultOffset;
    const rows = await checkTaskRows<Item, PreparedRecurrentTask>(
      ctx,
      params.ITENS,
      'campo:commands/SalvarAtividadesRecorrentes#/definitions/item',
      (item) => prepareRecurrentTask(trx, ctx.t, viewer, item.ATIVIDADE, item.RECORRENCIA, offset, now),
    );
    if ((params.ITENS as Item[]).some((item) => item.ATIVIDADE.fillInLocation === true))
      refuseOffPlan(company!, 'gpsLocation');
    const ids: number[] = [];
    for (const row of rows) ids.push(await insertRecurrentTask(ctx, trx, viewer, row));
    ctx.inform(ctx.t('taskMultiple.savedRecurrent', { count: ids.length }));
    return { IDS: ids, COUNT: ids.length };
  },
});
