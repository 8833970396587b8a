import type { Generated } from 'kysely';
import type { DefaultTimestamp } from './DefaultTimestamp';

/** A client's portal settings, banner and logo (migration 0005); its link lives in entity_shares. */
export interface ClientPortalsTable {
  company_id: number;
  client_id: string | number;
  accent_color: string | null;
  show_extra_contacts: Generated<boolean>;
  allow_activity_details: Generated<boolean>;
  /** The public portal offers finished activities' PDFs (migration 0023). */
  allow_pdf_download: Generated<boolean>;
  banner: Uint8Array | null;
  banner_type: string | null;
  logo: Uint8Array | null;
  logo_type: string | null;
  image_version: Generated<number>;
  updated_at: DefaultTimestamp;
  updated_by: number | null;
}
