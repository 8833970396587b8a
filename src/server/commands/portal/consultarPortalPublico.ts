import schema from '../../../../schemas/commands/ConsultarPortalPublico.schema.json';
import { formatEntityValue } from '../../../runtime/entities/formatEntityValue';
import { entitiesOf } from '../../entities/entitiesOf';
import { defineCommand } from '../CommandDefinition';
import { loadRecord } from '../../entities/loadRecord';
import { publicTasks } from '../../tasks/publicTasks';
import { loadPortal } from './loadPortal';
import { openPortal } from './openPortal';

interface ClientData {
  name?: string;
  email?: string;
  phone?: string;
  responsibleName?: string;
  responsiblePhone?: string;
  address?: unknown;
  extraNames?: Array<{ extraName?: string }>;
  extraPhones?: Array<{ extraPhone?: string }>;
  extraEmails?: Array<{ extraEmail?: string }>;
}

/**
 * ConsultarPortalPublico (TOKEN, PASSWORD?) → PORTAL {clientName, address, email, phone, responsibleName,
 * responsiblePhone, extraContacts? {names, phones, emails}, accentColor, hasBanner, hasLogo, imageVersion,
 * allowActivityDetails, allowPdfDownload, activities [PublicTask]}; public, limited per client address
 * (CAMPO_PUBLIC_RATE_LIMIT). Extra contacts only when the portal shows them. Activities: the client's
 * tasks (publicTasks), with the form and responsible names only when the portal allows activity details,
 * and each finished one's pdfVersion when it offers downloads (BaixarPdfPortalPublico).
 * A protected portal without PASSWORD answers PASSWORD_REQUIRED alone; a wrong one SHARE_WRONG_PASSWORD;
 * unknown, disabled or retired links PORTAL_UNAVAILABLE.
 */
export const consultarPortalPublico = defineCommand<{ TOKEN: string; PASSWORD?: string }>({
  name: 'ConsultarPortalPublico',
  params: schema,
  async handler(ctx, params) {
    const opened = await openPortal(ctx, params.TOKEN, params.PASSWORD);
    if (!opened) return { PASSWORD_REQUIRED: true };
    const { trx, companyId, clientId } = opened;
    const client = entitiesOf(ctx.metadata).get('client')!;
    const row = await loadRecord(trx, companyId, client, clientId);
    const data = (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as ClientData;
    const { settings } = await loadPortal(trx, companyId, clientId);
    const addressField = client.meta.fields.find((f) => f.key === 'address');
    const texts = (rows: Array<Record<string, string | undefined>> | undefined, key: string) =>
      (rows ?? []).map((r) => r[key] ?? '').filter(Boolean);
    return {
      PORTAL: {
        clientName: data.name ?? '',
        address: addressField ? formatEntityValue(addressField, data.address, ctx.t) : '',
        email: data.email ?? '',
        phone: data.phone ?? '',
        responsibleName: data.responsibleName ?? '',
        responsiblePhone: data.responsiblePhone ?? '',
        ...(settings?.show_extra_contacts
          ? {
              extraContacts: {
                names: texts(data.extraNames, 'extraName'),
                phones: texts(data.extraPhones, 'extraPhone'),
                emails: texts(data.extraEmails, 'extraEmail'),
              },
            }
          : {}),
        accentColor: settings?.accent_color ?? '',
        hasBanner: !!settings?.has_banner,
        hasLogo: !!settings?.has_logo,
        imageVersion: settings?.image_version ?? 0,
        allowActivityDetails: settings?.allow_activity_details ?? false,
        allowPdfDownload: settings?.allow_pdf_download ?? false,
        activities: await publicTasks(
          trx,
          companyId,
          { clientId },
          {
            details: settings?.allow_activity_details ?? false,
            pdf: settings?.allow_pdf_download ?? false,
          },
          new Date(),
        ),
      },
    };
  },
});
