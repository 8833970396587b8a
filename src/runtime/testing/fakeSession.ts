import type { Level } from '../access/Level';
import { createSessionStore } from '../session/createSessionStore';
import type { LoggedUser } from '../session/LoggedUser';
import type { Plan } from '../plans/planFromBackend';
import type { CommandStub } from '../protocol/CommandStub';
import { stubAdapter } from './stubAdapter';

/** A LoggedUser for runtime tests; spread and flip what the test needs. */
export const testUser: LoggedUser = {
  id: 2,
  personId: 20,
  name: 'Maria Dona',
  email: 'dono@demo.campo',
  login: 'dono@demo.campo',
  locale: 'pt-BR',
  segmentId: null,
  segmentType: null,
  segment: null,
  companyId: 10,
  companyName: 'Demo',
  companyOwnerId: 20,
  companyContact: null,
  amountOfColaborators: null,
  ownerEmail: null,
  ownerName: null,
  isCompanyOwner: true,
  isAdmin: false,
  isTemplateCompany: false,
  isShared: false,
  isCompanyAdmin: true,
  isCompanySupervisor: false,
  isCompanyOperator: false,
  isViewer: false,
  permissionGroups: [],
  profileImage: null,
  serverVersion: 't',
  token: 'tok',
  userCustomization: '{}',
  companyCustomization: '{}',
};

export const testPlan: Plan = {
  id: 1,
  name: 'BUSINESS',
  periodEnd: '31/12/2026',
  usedLicenses: 1,
  paidLicenses: 5,
  freeLicenses: 0,
  status: 'active',
  trial: false,
  blocked: false,
  paymentOverdueDays: 0,
  unfinishedSetup: false,
  trialEndDate: null,
  serverDate: '01/06/2026',
};

/**
 * A signed-in session over the memory adapter (through stubAdapter), for runtime tests; `calls` records what was sent.
 *
 * @example const { session, calls } = fakeSession({ user: { ...testUser, isAdmin: true } });
 */
export function fakeSession(options: {
  user?: LoggedUser;
  plan?: Plan;
  functionalities?: Record<string, Level>;
  handlers?: Record<string, CommandStub>;
}) {
  const user = options.user ?? testUser;
  const command = stubAdapter({
    ConsultarUsuarioLogado: () => ({ USUARIO_LOGADO: user, FUNCTIONALITIES: options.functionalities ?? {} }),
    GetCompanyPlanFromBackend: () => ({ PLAN: options.plan ?? testPlan }),
    SaveUserTourSettings: () => ({}),
    WebhookTrigger: () => ({ DELIVERY_ID: 1 }),
    ...options.handlers,
  });
  const map = new Map<string, string>();
  const storage = {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
  const session = createSessionStore({ command, storage, notify: () => undefined, t: (k) => k });
  session.setState({
    status: 'authenticated',
    token: 'tok',
    user,
    plan: options.plan ?? testPlan,
    functionalities: options.functionalities ?? {},
  });
  return { session, command, calls: command.calls };
}
