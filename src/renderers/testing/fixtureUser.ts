import type { LoggedUser } from '../../runtime/session/LoggedUser';

/**
 * A company administrator of the demo company, as ConsultarUsuarioLogado answers it. Tests spread it
 * and flip the flags they need.
 */
export const fixtureUser: LoggedUser = {
  id: 2,
  personId: 20,
  name: 'Maria Dona',
  email: 'dono@demo.campo',
  login: 'dono@demo.campo',
  locale: 'pt-BR',
  segmentId: 194,
  segmentType: null,
  segment: null,
  companyId: 10,
  companyName: 'Demo Campo',
  companyOwnerId: 20,
  companyContact: null,
  amountOfColaborators: null,
  ownerEmail: 'dono@demo.campo',
  ownerName: 'Maria Dona',
  isCompanyOwner: true,
  isAdmin: false,
  isTemplateCompany: false,
  isShared: false,
  isCompanyAdmin: true,
  isCompanySupervisor: false,
  isCompanyOperator: false,
  isViewer: false,
  permissionGroups: [{ id: 158, name: 'Administrador', associated: true }],
  profileImage: null,
  serverVersion: 'test',
  token: 'tok',
  userCustomization: '{}',
  companyCustomization: '{}',
};
