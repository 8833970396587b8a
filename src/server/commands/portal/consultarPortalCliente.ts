import schema from '../../../../schemas/commands/ConsultarPortalCliente.schema.json';
import { entitiesOf } from '../../entities/entitiesOf';
import { defineCommand } from '../CommandDefinition';
import { loadRecord } from '../../entities/loadRecord';
import { requireSession } from '../requireSession';
import { loadPortal } from './loadPortal';
import { portalView } from './portalView';

/**
 * ConsultarPortalCliente (ID of a client) → CLIENTE {id, name}, PORTAL {enabled, link, hasPassword,
 * accentColor, showExtraContacts, allowActivityDetails, hasBanner, hasLogo, imageVersion}; CLIENT VIEW.
 * Another company's client is ENTITY_NOT_FOUND.
 */
export const consultarPortalCliente = defineCommand<{ ID: number }>({
  name: 'ConsultarPortalCliente',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    const trx = await ctx.transaction();
    const client = await loadRecord(
      trx,
      session.companyId,
      entitiesOf(ctx.metadata).get('client')!,
      params.ID,
    );
    const data = (typeof client.data === 'string' ? JSON.parse(client.data) : client.data) as {
      name?: string;
    };
    return {
      CLIENTE: { id: params.ID, name: data.name ?? '' },
      PORTAL: portalView(await loadPortal(trx, session.companyId, params.ID), ctx.config.publicUrl),
    };
  },
});
