import schema from '../../../../schemas/commands/AprovarAtividade.schema.json';
import { defineCommand } from '../CommandDefinition';
import { decideTaskApproval } from './decideTaskApproval';

/**
 * AprovarAtividade {ID} → ID, VERSAO; TASK_APPROVAL EDIT. Approves a finished task pending approval, for
 * good (decideTaskApproval).
 */
export const aprovarAtividade = defineCommand<{ ID: number }>({
  name: 'AprovarAtividade',
  params: schema,
  handler: (ctx, params) => decideTaskApproval(ctx, params.ID, { decision: 'approved' }),
});
