import { sql } from 'kysely';
import schema from '../../../../schemas/commands/SalvarPortalCliente.schema.json';
import { entitiesOf } from '../../entities/entitiesOf';
import { checkImageUploads } from '../../files/checkImageUploads';
import { newShareToken } from '../../files/fileShareToken';
import { hashPassword } from '../../security/passwordHash';
import type { UploadedFile } from '../CommandContext';
import { defineCommand } from '../CommandDefinition';
import { loadRecord } from '../../entities/loadRecord';
import { requireSession } from '../requireSession';
import { loadPortal, PORTAL_SHARE } from './loadPortal';
import { portalView } from './portalView';

interface Params {
  ID: number;
  ENABLED?: boolean;
  PASSWORD?: string;
  ACCENT_COLOR?: string;
  SHOW_EXTRA_CONTACTS?: boolean;
  ALLOW_ACTIVITY_DETAILS?: boolean;
  ALLOW_PDF_DOWNLOAD?: boolean;
  REMOVE_BANNER?: boolean;
  REMOVE_LOGO?: boolean;
  REGENERATE_TOKEN?: boolean;
}

/**
 * SalvarPortalCliente (ID of a client, ENABLED?, PASSWORD? ('' removes it), ACCENT_COLOR? ('#rrggbb' or
 * ''), SHOW_EXTRA_CONTACTS?, ALLOW_ACTIVITY_DETAILS?, ALLOW_PDF_DOWNLOAD?, REMOVE_BANNER?, REMOVE_LOGO?, REGENERATE_TOKEN?,
 * multipart CMD.BANNER and CMD.LOGO) → PORTAL (as ConsultarPortalCliente); CLIENT EDIT. Absent values keep
 * what was saved; the first save creates the link (enabled unless ENABLED false). Banner and logo follow
 * the photo rule (images, 5 MB each and together); the password is kept as its scrypt hash only.
 */
export const salvarPortalCliente = defineCommand<Params>({
  name: 'SalvarPortalCliente',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    const companyId = session.companyId;
    const banner = ctx.files.get('CMD.BANNER');
    const logo = ctx.files.get('CMD.LOGO');
    const images = [banner, logo].filter((f): f is UploadedFile => !!f);
    const types = checkImageUploads(images);
    const typeOf = (file: UploadedFile | undefined) => (file ? types[images.indexOf(file)]! : null);
    const newHash = params.PASSWORD ? await hashPassword(params.PASSWORD) : null;
    const trx = await ctx.transaction();
    await loadRecord(trx, companyId, entitiesOf(ctx.metadata).get('client')!, params.ID, { forUpdate: true });
    const current = await loadPortal(trx, companyId, params.ID);

    const settings = {
      accent_color:
        params.ACCENT_COLOR === undefined
          ? (current.settings?.accent_color ?? null)
          : params.ACCENT_COLOR || null,
      show_extra_contacts: params.SHOW_EXTRA_CONTACTS ?? current.settings?.show_extra_contacts ?? false,
      allow_activity_details:
        params.ALLOW_ACTIVITY_DETAILS ?? current.settings?.allow_activity_details ?? false,
      allow_pdf_download: params.ALLOW_PDF_DOWNLOAD ?? current.settings?.allow_pdf_download ?? false,
      ...(banner ? { banner: banner.data, banner_type: typeOf(banner) } : {}),
      ...(!banner && params.REMOVE_BANNER ? { banner: null, banner_type: null } : {}),
      ...(logo ? { logo: logo.data, logo_type: typeOf(logo) } : {}),
      ...(!logo && params.REMOVE_LOGO ? { logo: null, logo_type: null } : {}),
      updated_at: new Date(),
      updated_by: session.userId,
    };
    const imagesChanged = !!banner || !!logo || !!params.REMOVE_BANNER || !!params.REMOVE_LOGO;
    await trx
      .insertInto('client_portals')
      .values({ company_id: companyId, client_id: params.ID, ...settings })
      .onConflict((oc) =>
        oc.columns(['company_id', 'client_id']).doUpdateSet({
          ...settings,
          ...(imagesChanged ? { image_version: sql<number>`client_portals.image_version + 1` } : {}),
        }),
      )
      .execute();

    const token = !current.share || params.REGENERATE_TOKEN ? newShareToken(companyId) : current.share.token;
    const share = {
      token,
      enabled: params.ENABLED ?? current.share?.enabled ?? true,
      password_hash: params.PASSWORD === undefined ? (current.share?.password_hash ?? null) : newHash,
      updated_at: new Date(),
      updated_by: session.userId,
    };
    await trx
      .insertInto('entity_shares')
      .values({ company_id: companyId, entity: PORTAL_SHARE, record_id: params.ID, ...share })
      .onConflict((oc) => oc.columns(['company_id', 'entity', 'record_id']).doUpdateSet(share))
      .execute();
    ctx.inform(ctx.t('server.portalSaved'));
    return { PORTAL: portalView(await loadPortal(trx, companyId, params.ID), ctx.config.publicUrl) };
  },
});
