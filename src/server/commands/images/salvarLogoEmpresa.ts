import schema from '../../../../schemas/commands/SalvarLogoEmpresa.schema.json';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { requireSession } from '../requireSession';

/**
 * SalvarLogoEmpresa (ID_IMAGEM: an image of EnviarImagem, or empty to remove the logo) → LOGO, the logo's
 * image id or null; COMPANY_DATA EDIT. The image must be the company's (ENTITY_NOT_FOUND otherwise),
 * checked in the same transaction as the write.
 */
export const salvarLogoEmpresa = defineCommand<{ ID_IMAGEM: string }>({
  name: 'SalvarLogoEmpresa',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    const trx = await ctx.transaction();
    const logo = params.ID_IMAGEM || null;
    if (logo) {
      const image = await trx
        .selectFrom('images')
        .select('id')
        .where('company_id', '=', session.companyId)
        .where('id', '=', logo)
        // Held until the commit: the orphan sweep cannot remove it under the new logo.
        .forKeyShare()
        .executeTakeFirst();
      if (!image) throw new CommandFailure('ENTITY_NOT_FOUND');
    }
    await trx
      .updateTable('companies')
      .set({ logo_image_id: logo })
      .where('id', '=', session.companyId)
      .execute();
    ctx.inform(ctx.t(logo ? 'server.logoSaved' : 'server.logoRemoved'));
    return { LOGO: logo };
  },
});
