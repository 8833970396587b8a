import type { loadPortal } from './loadPortal';
import { portalLink } from './portalLink';

/**
 * The configuration page's view of a portal: off, no password and the product's colour until saved.
 *
 * @example portalView(await loadPortal(trx, 7, 12), 'http://localhost:3000')
 */
export function portalView(portal: Awaited<ReturnType<typeof loadPortal>>, publicUrl: string) {
  const { settings, share } = portal;
  return {
    enabled: share?.enabled ?? false,
    link: share ? portalLink(publicUrl, share.token) : null,
    hasPassword: !!share?.password_hash,
    accentColor: settings?.accent_color ?? '',
    showExtraContacts: settings?.show_extra_contacts ?? false,
    allowActivityDetails: settings?.allow_activity_details ?? false,
    allowPdfDownload: settings?.allow_pdf_download ?? false,
    hasBanner: !!settings?.has_banner,
    hasLogo: !!settings?.has_logo,
    imageVersion: settings?.image_version ?? 0,
  };
}
