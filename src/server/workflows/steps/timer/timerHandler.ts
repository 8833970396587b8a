import type { TimerSettings } from '../../../../runtime/workflows/steps/timer/TimerSettings';
import { scheduleRunJob } from '../../scheduleRunJob';
import type { WorkflowStepHandler } from '../../WorkflowStepHandler';

/**
 * Waits hours and minutes (spec 001 §9): a `workflow.timer` job at the run's due time, scheduled once per
 * run in the transition's transaction; the job finishes the run (workflowJobs).
 */
export const timerHandler: WorkflowStepHandler<TimerSettings> = {
  type: 'timer',
  dueAt: (step, now) => new Date(now.getTime() + (step.settings.hours * 60 + step.settings.minutes) * 60_000),
  async start(_step, context) {
    await scheduleRunJob(context, 'timer', context.run.dueAt!);
    return 'waiting';
  },
  finish: async (step) => step.next,
};
