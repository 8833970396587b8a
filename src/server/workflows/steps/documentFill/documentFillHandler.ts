import type { DocumentFillSettings } from '../../../../runtime/workflows/steps/documentFill/DocumentFillSettings';
import { zonedDateTime } from '../../../../runtime/tasks/zonedDateTime';
import { insertTaskRow } from '../../../tasks/insertTaskRow';
import { prepareNewTask } from '../../../tasks/prepareNewTask';
import { scheduleRunJob } from '../../scheduleRunJob';
import { starterViewer } from '../../starterViewer';
import type { WorkflowStepHandler } from '../../WorkflowStepHandler';
import { resolveAssignees } from './resolveAssignees';

/**
 * Someone fills groups of the document (spec 001 §3): one task per assignee resolved now
 * (resolveAssignees) in the task list, on the instance's document, due after the step's deadline hours
 * (the task-creation checks of prepareNewTask, as the document's starter); a `workflow.deadline` job
 * marks the run expired when still waiting then. The step waits for one of its tasks to be finished
 * (SalvarDocumento → finishWorkflowRun) or a jump; leaving it cancels the tasks still open. While it runs,
 * only the step's groups are editable in the document (workflowFillGroups).
 */
export const documentFillHandler: WorkflowStepHandler<DocumentFillSettings> = {
  type: 'documentFill',
  // The task's due (to the minute) is the run's: the list and the step agree on when it is late.
  dueAt(step, now) {
    const offset = zonedDateTime.defaultOffset;
    const due = new Date(now.getTime() + (step.settings.deadlineHours ?? 0) * 3_600_000);
    return zonedDateTime.toInstant(zonedDateTime.toLocal(due, offset), offset);
  },
  async start(step, context) {
    const { trx, companyId, now, model, run } = context;
    const document = await context.document();
    const assignees = await resolveAssignees(
      trx,
      companyId,
      step.settings.assignee,
      document.values,
      context.previousUserId,
    );
    const offset = zonedDateTime.defaultOffset;
    const start = zonedDateTime.toLocal(now, offset);
    const dueAt = run.dueAt!;
    const due = zonedDateTime.toLocal(dueAt, offset);
    const viewer = await starterViewer(trx, companyId, context.instance.startedBy);
    const header = document.header;
    const record = (key: string) => (typeof header[key] === 'number' ? (header[key] as number) : null);
    const taskIds: number[] = [];
    for (const assignee of assignees) {
      const prepared = await prepareNewTask(
        trx,
        context.t,
        viewer,
        {
          title: `${model.name}: ${step.name}`,
          formId: context.instance.formId,
          responsible: assignee,
          startDate: start.date,
          startHour: start.hour,
          dueDate: due.date,
          dueHour: due.hour,
          clientId: record('clientId'),
          unitId: record('unitId'),
          assetId: record('assetId'),
        },
        offset,
        now,
      );
      taskIds.push(
        await insertTaskRow(trx, companyId, context.instance.startedBy, prepared, {
          workflow_run_id: run.id,
          document_id: context.documentId,
        }),
      );
    }
    context.record({ taskIds, assignees });
    await scheduleRunJob(context, 'deadline', dueAt);
    return 'waiting';
  },
  async finish(step, { trx, companyId, run, now, previousUserId }) {
    await trx
      .updateTable('tasks')
      .set((eb) => ({
        status: 'cancelled',
        updated_at: now,
        updated_by: previousUserId,
        version: eb('version', '+', 1),
      }))
      .where('company_id', '=', companyId)
      .where('workflow_run_id', '=', run.id)
      .where('status', 'in', ['planned', 'in_progress'])
      .execute();
    return step.next;
  },
};
