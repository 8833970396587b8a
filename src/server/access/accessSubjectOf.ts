import { TEMPLATE_COMPANY_ID } from '../../runtime/access/canAccess';
import type { SessionInfo } from '../auth/SessionInfo';
import type { ServerMetadata } from '../metadata/ServerMetadata';
import type { AccessSubject } from './AccessSubject';
import type { CompanyAccess } from './CompanyAccess';
import { userLevels } from './userLevels';

/**
 * The gate's view of a session user in its company.
 *
 * @example accessSubjectOf(session, company, metadata).isCompanyAdmin // true for group 158
 */
export function accessSubjectOf(
  session: SessionInfo,
  company: CompanyAccess | undefined,
  metadata: ServerMetadata,
): AccessSubject {
  const isCompanyOwner = !!company && company.ownerPersonId === session.personId;
  const adminGroups = metadata.companyWideGroups.filter((g) => g.flag === 'isCompanyAdmin').map((g) => g.id);
  return {
    levels: userLevels(session, metadata, company),
    isCompanyOwner,
    isCompanyAdmin: isCompanyOwner || session.groupIds.some((id) => adminGroups.includes(id)),
    isTemplateCompany: !!company && (company.isTemplate || company.companyId === TEMPLATE_COMPANY_ID),
    block: company?.block ?? null,
  };
}
