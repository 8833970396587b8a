import type { CreateActivitySettings } from '../../../../runtime/workflows/steps/createActivity/CreateActivitySettings';
import type { TaskFields } from '../../../../runtime/tasks/TaskFields';
import { zonedDateTime } from '../../../../runtime/tasks/zonedDateTime';
import { insertTaskRow } from '../../../tasks/insertTaskRow';
import { prepareNewTask } from '../../../tasks/prepareNewTask';
import { starterViewer } from '../../starterViewer';
import type { WorkflowStepHandler } from '../../WorkflowStepHandler';

/**
 * Creates an activity (spec 001 §3): a real task from the step's task fields (SalvarAtividade's
 * ATIVIDADE), through the same checks (prepareNewTask, as the document's starter: a form they may fill,
 * the company's records, dates not in the past). What the fields leave out comes from the step: the
 * start is today, the form is the document's, the responsible the previous person, and the client,
 * unit and asset those of the document's header. The task is independent of the flow, which goes on.
 */
export const createActivityHandler: WorkflowStepHandler<CreateActivitySettings> = {
  type: 'createActivity',
  async start(step, context) {
    const { trx, companyId, now } = context;
    const { header } = await context.document();
    const task = step.settings.task as Partial<TaskFields>;
    const fromHeader = (key: 'clientId' | 'unitId' | 'assetId') =>
      task[key] ?? (typeof header[key] === 'number' ? (header[key] as number) : null);
    const fields: TaskFields = {
      ...task,
      title: task.title ?? step.name,
      formId: task.formId ?? context.instance.formId,
      startDate: task.startDate ?? zonedDateTime.toLocal(now, zonedDateTime.defaultOffset).date,
      responsible: task.responsible ?? { kind: 'employee', id: context.previousUserId },
      clientId: fromHeader('clientId'),
      unitId: fromHeader('unitId'),
      assetId: fromHeader('assetId'),
    };
    const viewer = await starterViewer(trx, companyId, context.instance.startedBy);
    const prepared = await prepareNewTask(trx, context.t, viewer, fields, zonedDateTime.defaultOffset, now);
    const taskId = await insertTaskRow(trx, companyId, context.instance.startedBy, prepared);
    context.record({ taskIds: [taskId] });
    return 'finished';
  },
  finish: async (step) => step.next,
};
