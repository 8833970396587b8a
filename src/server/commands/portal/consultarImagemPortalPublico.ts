import schema from '../../../../schemas/commands/ConsultarImagemPortalPublico.schema.json';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { openPortal } from './openPortal';
import { portalImage } from './portalImage';

/**
 * ConsultarImagemPortalPublico (TOKEN, PASSWORD?, KIND banner|logo) → the image (blob); public,
 * rate-limited; behind the portal's password like the page itself.
 */
export const consultarImagemPortalPublico = defineCommand<{
  TOKEN: string;
  PASSWORD?: string;
  KIND: 'banner' | 'logo';
}>({
  name: 'ConsultarImagemPortalPublico',
  params: schema,
  async handler(ctx, params) {
    const opened = await openPortal(ctx, params.TOKEN, params.PASSWORD);
    if (!opened) throw new CommandFailure('SHARE_WRONG_PASSWORD');
    return portalImage(opened.trx, opened.companyId, opened.clientId, params.KIND);
  },
});
