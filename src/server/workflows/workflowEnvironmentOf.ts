import type { Transaction } from 'kysely';
import type { CommandContext } from '../commands/CommandContext';
import type { Database } from '../db/Database';
import type { WorkflowEnvironment } from './WorkflowEnvironment';

/**
 * The engine's environment for a transition a command makes (a step finished by a save, a jump): the
 * command's transaction, job queue, afterCommit and webhook wake-up, mail in the product's default language (pt-BR).
 *
 * @example await moveWorkflow(workflowEnvironmentOf(ctx, trx, now), instance, model, move);
 */
export function workflowEnvironmentOf(
  ctx: Pick<CommandContext, 'jobs' | 'translate' | 'config' | 'afterCommit' | 'wakeWebhooks'>,
  trx: Transaction<Database>,
  now: Date,
): WorkflowEnvironment {
  return {
    trx,
    jobs: ctx.jobs,
    t: ctx.translate('pt-BR'),
    publicUrl: ctx.config.publicUrl,
    afterCommit: (task) => ctx.afterCommit(task),
    wakeWebhooks: () => ctx.wakeWebhooks(),
    now,
  };
}
