import schema from '../../../../schemas/commands/ConsultarCompartilhamentoAtivo.schema.json';
import { entitiesOf } from '../../entities/entitiesOf';
import { defineCommand } from '../CommandDefinition';
import { loadRecord } from '../../entities/loadRecord';
import { requireSession } from '../requireSession';
import { shareLink } from './shareLink';

/**
 * ConsultarCompartilhamentoAtivo (ID) → SHARED, ENABLED, HAS_PASSWORD, TOKEN, LINK; ASSET VIEW. What the
 * share dialog shows before anything changes: an asset never shared answers SHARED false, ENABLED false
 * and no link (CompartilharAtivo creates it). Another company's asset is ENTITY_NOT_FOUND, like a
 * missing one. Read-only: the password itself never leaves the server, only whether there is one.
 */
export const consultarCompartilhamentoAtivo = defineCommand<{ ID: number }>({
  name: 'ConsultarCompartilhamentoAtivo',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    const trx = await ctx.transaction();
    const asset = entitiesOf(ctx.metadata).get('asset')!;
    await loadRecord(trx, session.companyId, asset, params.ID);
    const share = await trx
      .selectFrom('entity_shares')
      .select(['token', 'enabled', 'password_hash'])
      .where('company_id', '=', session.companyId)
      .where('entity', '=', 'asset')
      .where('record_id', '=', params.ID)
      .executeTakeFirst();
    if (!share) return { SHARED: false, ENABLED: false, HAS_PASSWORD: false, TOKEN: null, LINK: null };
    return {
      SHARED: true,
      ENABLED: share.enabled,
      HAS_PASSWORD: share.password_hash !== null,
      TOKEN: share.token,
      LINK: shareLink(ctx.config.publicUrl, share.token),
    };
  },
});
