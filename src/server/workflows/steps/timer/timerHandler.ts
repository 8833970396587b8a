import type { TimerSettings } from '../../../../runtime/workflows/steps/timer/TimerSettings';
import { scheduleRunJob } from '../../scheduleRunJob';
import type { WorkflowStepHandler } from '../../WorkflowStepHandler';

/**
 * Waits hours and minutes (spec 001 §9): a `workflow.timer` job at the run's due time, scheduled once per
 * run in the transition's transaction; the job finishes the run (workflowJobs).
 */
export const timerHandler: WorkflowStepHandler<TimerSettings> = {
  type: 'timer',
  async start(step, context) {
    const dueAt = new Date(
      context.now.getTime() + (step.settings.hours * 60 + step.settings.minutes) * 60_000,
    );
    await context.trx
      .updateTable('workflow_step_runs')
      .set({ due_at: dueAt })
      .where('company_id', '=', context.companyId)
      .where('id', '=', context.run.id)
      .execute();
    await scheduleRunJob(context, 'timer', dueAt);
    return 'waiting';
  },
  finish: async (step) => step.next,
};
