import type { PublicTask } from '../../../runtime/protocol/answers/PublicTask';

/** The public portal as ConsultarPortalPublico answers it. */
export interface PublicPortal {
  clientName: string;
  address: string;
  email: string;
  phone: string;
  responsibleName: string;
  responsiblePhone: string;
  extraContacts?: { names: string[]; phones: string[]; emails: string[] };
  accentColor: string;
  hasBanner: boolean;
  hasLogo: boolean;
  imageVersion: number;
  allowActivityDetails: boolean;
  /** Finished activities carry a pdfVersion to download their PDF with (BaixarPdfPortalPublico). */
  allowPdfDownload: boolean;
  /** The client's tasks, newest first (form and responsible only when details are allowed). */
  activities: PublicTask[];
}
