import schema from '../../../../schemas/commands/ConsultarMensagensRevisao.schema.json';
import { readAudienceViewer } from '../../access/readAudienceViewer';
import { revisionMessages } from '../../formApproval/revisionMessages';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';

/**
 * ConsultarMensagensRevisao {ID} → MENSAGENS (oldest first) of the company's revision (ENTITY_NOT_FOUND
 * otherwise); MODEL_APPROVAL VIEW. A read: no transaction.
 */
export const consultarMensagensRevisao = defineCommand<{ ID: number }>({
  name: 'ConsultarMensagensRevisao',
  params: schema,
  async handler(ctx, params) {
    const { viewer } = await readAudienceViewer(ctx);
    return ctx.db.connection().execute(async (db) => {
      const found = await db
        .selectFrom('form_revisions')
        .select('id')
        .where('company_id', '=', viewer.companyId)
        .where('id', '=', params.ID)
        .executeTakeFirst();
      if (!found) throw new CommandFailure('ENTITY_NOT_FOUND');
      return { MENSAGENS: await revisionMessages(db, viewer.companyId, params.ID) };
    });
  },
});
