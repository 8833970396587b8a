import schema from '../../../../schemas/commands/ConsultarRevisaoModelo.schema.json';
import { readAudienceViewer } from '../../access/readAudienceViewer';
import { loadRevision } from '../../formApproval/loadRevision';
import { defineCommand } from '../CommandDefinition';

/**
 * ConsultarRevisaoModelo {ID, ROUND?} → REVISAO: one round of the company's revision (the latest by
 * default; others read-only), ENTITY_NOT_FOUND otherwise; MODEL_APPROVAL VIEW. A read: no transaction.
 */
export const consultarRevisaoModelo = defineCommand<{ ID: number; ROUND?: number }>({
  name: 'ConsultarRevisaoModelo',
  params: schema,
  async handler(ctx, params) {
    const { viewer } = await readAudienceViewer(ctx);
    const REVISAO = await ctx.db
      .connection()
      .execute((db) => loadRevision(db, viewer, params.ID, params.ROUND, ctx.t));
    return { REVISAO };
  },
});
