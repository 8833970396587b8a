import type { TFunction } from 'i18next';
import type { JobQueue } from '../jobs/JobQueue';
import { finishWorkflowRun } from './finishWorkflowRun';
import { lockInstance } from './lockInstance';
import { recordWorkflowEvent } from './recordWorkflowEvent';
import { WORKFLOW_JOBS } from './WORKFLOW_JOBS';

type RunPayload = { companyId: number; runId: number };

/**
 * The engine's jobs (docs/workflows.md). `workflow.timer`: the timer step's run is finished and the flow
 * moves on, in the job's transaction (an end it reaches sends the model's alerts and webhook there too). `workflow.deadline`: a document-fill run still waiting is marked
 * expired (late; its task stays fillable) with a history row. Both lock the instance and look at the
 * run's state first, so a job delivered twice, or run by two workers, applies once.
 *
 * @example workflowJobs.register(services.jobs, { t: services.translate(), publicUrl: config.publicUrl });
 */
export const workflowJobs = {
  register(jobs: JobQueue, services: { t: TFunction; publicUrl: string; wakeWebhooks?(): void }): void {
    jobs.work<RunPayload>(WORKFLOW_JOBS.timer, async ({ companyId, runId }, { trx, afterCommit }) => {
      await finishWorkflowRun(
        {
          trx,
          jobs,
          t: services.t,
          publicUrl: services.publicUrl,
          afterCommit,
          wakeWebhooks: services.wakeWebhooks,
          now: new Date(),
        },
        companyId,
        runId,
        null,
      );
    });
    jobs.work<RunPayload>(WORKFLOW_JOBS.deadline, async ({ companyId, runId }, { trx }) => {
      const locked = await lockInstance(trx, companyId, { openRunId: runId });
      if (!locked) return;
      const expired = await trx
        .updateTable('workflow_step_runs')
        .set({ state: 'expired' })
        .where('company_id', '=', companyId)
        .where('id', '=', runId)
        .where('state', '=', 'waiting')
        .returning('step_id')
        .executeTakeFirst();
      if (expired)
        await recordWorkflowEvent(trx, locked.instance, [
          { event: 'stepExpired', stepId: expired.step_id, runId, at: new Date() },
        ]);
    });
  },
};
