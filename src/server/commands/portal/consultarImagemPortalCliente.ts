import schema from '../../../../schemas/commands/ConsultarImagemPortalCliente.schema.json';
import { defineCommand } from '../CommandDefinition';
import { requireSession } from '../requireSession';
import { portalImage } from './portalImage';

/** ConsultarImagemPortalCliente (ID of a client, KIND banner|logo) → the image (blob); CLIENT VIEW. */
export const consultarImagemPortalCliente = defineCommand<{ ID: number; KIND: 'banner' | 'logo' }>({
  name: 'ConsultarImagemPortalCliente',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    return portalImage(await ctx.transaction(), session.companyId, params.ID, params.KIND);
  },
});
