import schema from '../../../../schemas/commands/AvancarEtapaWorkflow.schema.json';
import { loadAudienceViewer } from '../../access/loadAudienceViewer';
import { lockInstance } from '../../workflows/lockInstance';
import { moveWorkflow } from '../../workflows/moveWorkflow';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { requireWorkflowDocument } from './requireWorkflowDocument';

interface Params {
  DOCUMENTO_ID: number;
  ETAPA: string;
  JUSTIFICATIVA?: string;
}

/**
 * AvancarEtapaWorkflow {DOCUMENTO_ID, ETAPA (the current step the caller saw), JUSTIFICATIVA} → ETAPA_ATUAL
 * (the step the flow now waits in, null when it ended), FINALIZADO (0|1); TASK EDIT. The jump step (spec
 * 001 §4): a supervisor advances the document's workflow past its current step, irreversibly (the
 * confirmation is the screen's). The justification is mandatory (WORKFLOW_JUSTIFICATION_REQUIRED 'A
 * justificativa é obrigatória'); a flow finished or no longer in ETAPA is WORKFLOW_STEP_NOT_CURRENT (so a
 * double click never jumps twice). The run is finished by the caller with the justification (a
 * `stepJumped` history row), the step's open tasks cancelled, and the flow moves on as if the step had
 * finished — all in this command's transaction. Another company's or a hidden document: ENTITY_NOT_FOUND.
 */
export const avancarEtapaWorkflow = defineCommand<Params>({
  name: 'AvancarEtapaWorkflow',
  params: schema,
  async handler(ctx, params) {
    const justification = params.JUSTIFICATIVA?.trim() ?? '';
    if (!justification) throw new CommandFailure('WORKFLOW_JUSTIFICATION_REQUIRED');
    const { viewer, trx } = await loadAudienceViewer(ctx);
    const document = await requireWorkflowDocument(trx, viewer, params.DOCUMENTO_ID);
    const locked = await lockInstance(trx, viewer.companyId, { documentId: document.id });
    if (!locked) throw new CommandFailure('ENTITY_NOT_FOUND');
    const { instance, model } = locked;
    if (instance.status !== 'running' || instance.current_step_id !== params.ETAPA)
      throw new CommandFailure('WORKFLOW_STEP_NOT_CURRENT');
    const run = await trx
      .selectFrom('workflow_step_runs')
      .select('id')
      .where('company_id', '=', viewer.companyId)
      .where('instance_id', '=', instance.id)
      .where('state', '<>', 'finished')
      .executeTakeFirst();
    if (!run) throw new CommandFailure('WORKFLOW_STEP_NOT_CURRENT');
    const now = new Date();
    await moveWorkflow(
      {
        trx,
        jobs: ctx.jobs,
        t: ctx.translate('pt-BR'),
        publicUrl: ctx.config.publicUrl,
        afterCommit: (task) => ctx.afterCommit(task),
        wakeWebhooks: () => ctx.wakeWebhooks(),
        now,
      },
      instance,
      model,
      { finishRunId: run.id, userId: viewer.userId, justification, previousUserId: viewer.userId },
    );
    const after = await trx
      .selectFrom('workflow_instances')
      .select(['current_step_id', 'status'])
      .where('company_id', '=', viewer.companyId)
      .where('id', '=', instance.id)
      .executeTakeFirstOrThrow();
    return { ETAPA_ATUAL: after.current_step_id, FINALIZADO: after.status === 'finished' ? 1 : 0 };
  },
});
