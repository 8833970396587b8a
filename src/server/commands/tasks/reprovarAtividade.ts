import schema from '../../../../schemas/commands/ReprovarAtividade.schema.json';
import { defineCommand } from '../CommandDefinition';
import { decideTaskApproval } from './decideTaskApproval';

/**
 * ReprovarAtividade {ID, JUSTIFICATIVA} → ID, VERSAO; TASK_APPROVAL EDIT. Disapproves a finished task
 * pending approval: back to in_progress for its responsible to correct the same document
 * (decideTaskApproval; an empty justification is TASK_APPROVAL_JUSTIFICATION_REQUIRED).
 */
export const reprovarAtividade = defineCommand<{ ID: number; JUSTIFICATIVA: string }>({
  name: 'ReprovarAtividade',
  params: schema,
  handler: (ctx, params) =>
    decideTaskApproval(ctx, params.ID, { decision: 'disapproved', justification: params.JUSTIFICATIVA }),
});
