import schema from '../../../../schemas/commands/EnviarMensagemRevisao.schema.json';
import { loadAudienceViewer } from '../../access/loadAudienceViewer';
import { flowKeyOf, loadRevisionFlows } from '../../formApproval/RevisionFlow';
import { revisionMessages } from '../../formApproval/revisionMessages';
import { isFinalApprover, isResponsible } from '../../formApproval/revisionRoles';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';

/**
 * EnviarMensagemRevisao {ID, TEXTO} → MENSAGEM; MODEL_APPROVAL VIEW. Writes in the company's revision's
 * chat (ENTITY_NOT_FOUND otherwise): its author, its flow's responsibles and final approver may
 * (REVISION_CHAT_NOT_PARTICIPANT otherwise), whatever the revision's state.
 */
export const enviarMensagemRevisao = defineCommand<{ ID: number; TEXTO: string }>({
  name: 'EnviarMensagemRevisao',
  params: schema,
  async handler(ctx, params) {
    const { viewer, trx } = await loadAudienceViewer(ctx);
    const text = params.TEXTO.trim();
    if (!text) throw new CommandFailure('REQUIRED_FIELD');
    const revision = await trx
      .selectFrom('form_revisions')
      .select(['id', 'author_id', 'flow_id'])
      .where('company_id', '=', viewer.companyId)
      .where('id', '=', params.ID)
      .executeTakeFirst();
    if (!revision) throw new CommandFailure('ENTITY_NOT_FOUND');
    const flow = (await loadRevisionFlows(trx, viewer.companyId)).get(flowKeyOf(revision.flow_id));
    const participant =
      revision.author_id === viewer.userId ||
      (!!flow && (isResponsible(flow, viewer) || isFinalApprover(flow, viewer)));
    if (!participant) throw new CommandFailure('REVISION_CHAT_NOT_PARTICIPANT');
    const created = await trx
      .insertInto('form_revision_messages')
      .values({ company_id: viewer.companyId, revision_id: params.ID, user_id: viewer.userId, text })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [MENSAGEM] = await revisionMessages(trx, viewer.companyId, params.ID, Number(created.id));
    return { MENSAGEM };
  },
});
