import schema from '../../../../schemas/commands/AvancarEtapaWorkflow.schema.json';
import { loadAudienceViewer } from '../../access/loadAudienceViewer';
import { jumpWorkflowStep } from '../../workflows/jumpWorkflowStep';
import { workflowEnvironmentOf } from '../../workflows/workflowEnvironmentOf';
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
    const jumped = await jumpWorkflowStep(workflowEnvironmentOf(ctx, trx, new Date()), {
      companyId: viewer.companyId,
      documentId: document.id,
      stepId: params.ETAPA,
      userId: viewer.userId,
      justification,
    });
    if (jumped === 'notFound') throw new CommandFailure('ENTITY_NOT_FOUND');
    if (jumped === 'notCurrent') throw new CommandFailure('WORKFLOW_STEP_NOT_CURRENT');
    return { ETAPA_ATUAL: jumped.currentStepId, FINALIZADO: jumped.finished ? 1 : 0 };
  },
});
