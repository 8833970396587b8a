import type { Transaction } from 'kysely';
import type { Database } from '../../db/Database';

/** The portal entity name in entity_shares (its token, enabled flag and password hash). */
export const PORTAL_SHARE = 'clientPortal';

/**
 * A client's portal settings and its link row (either may be missing: no portal yet), without images.
 *
 * @example const { settings, share } = await loadPortal(trx, 7, 12);
 */
export async function loadPortal(trx: Transaction<Database>, companyId: number, clientId: number) {
  const settings = await trx
    .selectFrom('client_portals')
    .select([
      'accent_color',
      'show_extra_contacts',
      'allow_activity_details',
      'allow_pdf_download',
      'image_version',
      (eb) => eb('banner', 'is not', null).as('has_banner'),
      (eb) => eb('logo', 'is not', null).as('has_logo'),
    ])
    .where('company_id', '=', companyId)
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  const share = await trx
    .selectFrom('entity_shares')
    .select(['token', 'enabled', 'password_hash'])
    .where('company_id', '=', companyId)
    .where('entity', '=', PORTAL_SHARE)
    .where('record_id', '=', clientId)
    .executeTakeFirst();
  return { settings, share };
}
