import type { LoggedUser } from '../../runtime/session/LoggedUser';
import { testUser } from '../../runtime/testing/fakeSession';

/**
 * A company administrator of the demo company, as ConsultarUsuarioLogado answers it: the runtime's test
 * user with the names and groups the screens show. Tests spread it and flip the flags they need.
 */
export const fixtureUser: LoggedUser = {
  ...testUser,
  segmentId: 194,
  companyName: 'Demo Campo',
  ownerEmail: 'dono@demo.campo',
  ownerName: 'Maria Dona',
  permissionGroups: [{ id: 158, name: 'Administrador', associated: true }],
  serverVersion: 'test',
};
