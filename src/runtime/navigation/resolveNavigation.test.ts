import { describe, expect, it } from 'vitest';
import type { Level } from '../access/Level';
import { accessContextOf } from '../access/accessContextOf';
import type { RouteMeta } from '../metadata/RouteMeta';
import type { LoggedUser } from '../session/LoggedUser';
import { loadTestMetadata } from '../testing/loadTestMetadata';
import type { SessionStatus } from './NavigationContext';
import { landingPath } from './landingPath';
import { resolveNavigation } from './resolveNavigation';
import { isPlannedRoute } from './isPlannedRoute';
import { visibleMenu } from './visibleMenu';

const meta = loadTestMetadata();

const base: LoggedUser = {
  id: 2,
  personId: 20,
  name: 'Ana',
  email: 'a@demo.campo',
  login: 'a@demo.campo',
  locale: 'pt-BR',
  segmentId: null,
  segmentType: null,
  segment: null,
  companyId: 10,
  companyName: 'Demo',
  companyOwnerId: 99,
  companyContact: null,
  amountOfColaborators: null,
  ownerEmail: null,
  ownerName: null,
  isCompanyOwner: false,
  isAdmin: false,
  isTemplateCompany: false,
  isShared: false,
  isCompanyAdmin: false,
  isCompanySupervisor: false,
  isCompanyOperator: false,
  isViewer: false,
  permissionGroups: [],
  profileImage: null,
  serverVersion: 't',
  token: 't',
  userCustomization: '{}',
  companyCustomization: '{}',
};
const users = {
  admin: { ...base, id: 1, isAdmin: true },
  companyAdmin: { ...base, isCompanyAdmin: true },
  owner: { ...base, isCompanyOwner: true, personId: 99 },
  operator: { ...base, isCompanyOperator: true },
  template: { ...base, isTemplateCompany: true },
  templateById: { ...base, companyId: 13089 },
};
const ALL: Record<string, Level> = {
  TASK: 'EDIT',
  TASK_APPROVAL: 'EDIT',
  MODEL: 'EDIT',
  DASHBOARD: 'VIEW',
  CLIENT: 'VIEW',
  COMPANY_DATA: 'EDIT',
  COMMERCIAL: 'EDIT',
  SUPERSET_DASHBOARD: 'VIEW',
};

type Who = keyof typeof users | 'nobody';
interface Row {
  why: string;
  path: string;
  who: Who;
  fun?: Record<string, Level>;
  status?: SessionStatus;
  previous?: string;
  limits?: Record<string, { allowed: boolean }>;
  blocked?: boolean;
  onboarding?: boolean;
  expect: string | { allow: string } | { tokenLogin: string; then: string };
}

const rows: Row[] = [
  { why: 'public route opens without login', path: '/login', who: 'nobody', expect: { allow: 'login' } },
  {
    why: 'recovery with its optional code is public',
    path: '/recovery/abc',
    who: 'nobody',
    expect: { allow: 'recovery' },
  },
  { why: 'recovery without code is public', path: '/recovery', who: 'nobody', expect: { allow: 'recovery' } },
  { why: 'public video', path: '/video/7', who: 'nobody', expect: { allow: 'publicVideo' } },
  {
    why: 'error pages are public',
    path: '/page-not-found',
    who: 'nobody',
    expect: { allow: 'pageNotFound' },
  },
  {
    why: 'unauthenticated -> login with redirect',
    path: '/task/view/5',
    who: 'nobody',
    expect: '/login?redirect=%2Ftask%2Fview%2F5',
  },
  {
    why: 'redirect keeps the query',
    path: '/forms?x=1',
    who: 'nobody',
    expect: '/login?redirect=%2Fforms%3Fx%3D1',
  },
  {
    why: 'unknown path -> page-not-found',
    path: '/nope/nothing',
    who: 'companyAdmin',
    fun: ALL,
    expect: '/page-not-found',
  },
  { why: 'unknown path, even logged out', path: '/nope', who: 'nobody', expect: '/page-not-found' },
  {
    why: 'token query logs in and reloads without it',
    path: '/tasks?token=abc&x=1',
    who: 'nobody',
    expect: { tokenLogin: 'abc', then: '/tasks?x=1' },
  },
  {
    why: 'a shared asset link keeps its token: it is the page’s, not a login',
    path: '/ticket?token=7-abc',
    who: 'nobody',
    expect: { allow: 'publicTicket' },
  },
  {
    why: 'functionality active',
    path: '/tasks',
    who: 'operator',
    fun: { TASK: 'VIEW' },
    expect: { allow: 'tasks' },
  },
  {
    why: 'functionality not active -> security',
    path: '/employees',
    who: 'operator',
    fun: { TASK: 'VIEW' },
    expect: '/security',
  },
  {
    why: 'edit route needs EDIT',
    path: '/task/new',
    who: 'operator',
    fun: { TASK: 'VIEW' },
    expect: '/security',
  },
  {
    why: 'edit route with EDIT',
    path: '/task/edit/3/0',
    who: 'operator',
    fun: { TASK: 'EDIT' },
    expect: { allow: 'taskEdit' },
  },
  {
    why: 'DISABLE is not active',
    path: '/clients',
    who: 'operator',
    fun: { CLIENT: 'DISABLE' },
    expect: '/security',
  },
  {
    why: 'commercial is never active',
    path: '/items_configuration',
    who: 'companyAdmin',
    fun: ALL,
    expect: '/security',
  },
  {
    why: 'plan permission not allowed -> security',
    path: '/superset',
    who: 'companyAdmin',
    fun: ALL,
    limits: { supersetDashboard: { allowed: false } },
    expect: '/security',
  },
  {
    why: 'non-admin on an admin route -> page-not-found',
    path: '/admin/commands',
    who: 'companyAdmin',
    fun: ALL,
    expect: '/page-not-found',
  },
  { why: 'admin on the task list -> admin home', path: '/tasks', who: 'admin', expect: '/admin' },
  {
    why: 'admin reaches admin routes',
    path: '/admin/company/4/details',
    who: 'admin',
    expect: { allow: 'adminCompanyDetails' },
  },
  { why: 'admin reaches the profile', path: '/profile', who: 'admin', expect: { allow: 'profile' } },
  {
    why: 'company data for company admins',
    path: '/company-data',
    who: 'companyAdmin',
    fun: ALL,
    expect: { allow: 'companyData' },
  },
  {
    why: 'role route refused -> previous path',
    path: '/company-data',
    who: 'operator',
    fun: ALL,
    previous: '/forms',
    expect: '/forms',
  },
  {
    why: 'role route refused without previous -> landing',
    path: '/permissions',
    who: 'operator',
    fun: ALL,
    expect: '/tasks',
  },
  { why: 'plan only for the owner', path: '/plan', who: 'owner', expect: { allow: 'plan' } },
  {
    why: 'templates only for template company',
    path: '/templates',
    who: 'template',
    expect: { allow: 'templates' },
  },
  {
    why: 'unreachable server -> connection error',
    path: '/tasks',
    who: 'nobody',
    status: 'unreachable',
    expect: '/connection-error?redirect=%2Ftasks',
  },
  {
    why: 'blocked plan -> subscription error for a non-owner',
    path: '/tasks',
    who: 'operator',
    fun: ALL,
    blocked: true,
    expect: '/plan_subscription_error',
  },
  {
    why: 'blocked plan: the owner still reaches allowed pages',
    path: '/tasks',
    who: 'owner',
    fun: ALL,
    blocked: true,
    expect: { allow: 'tasks' },
  },
  {
    why: 'blocked plan: the owner reaches the plan page',
    path: '/plan',
    who: 'owner',
    blocked: true,
    expect: { allow: 'plan' },
  },
  {
    why: 'blocked plan: the subscription error page is public',
    path: '/plan_subscription_error',
    who: 'operator',
    blocked: true,
    expect: { allow: 'planSubscriptionError' },
  },
  {
    why: 'template company recognised by company id 13089',
    path: '/templates',
    who: 'templateById',
    expect: { allow: 'templates' },
  },
  {
    why: 'template-only route refused -> previous path',
    path: '/templates',
    who: 'operator',
    fun: ALL,
    previous: '/tasks',
    expect: '/tasks',
  },
  {
    why: 'owner-only plan page refused for a company admin -> previous path',
    path: '/plan',
    who: 'companyAdmin',
    fun: ALL,
    previous: '/forms',
    expect: '/forms',
  },
  {
    why: 'permissions for company admins',
    path: '/permissions/158',
    who: 'companyAdmin',
    expect: { allow: 'permissionsRole' },
  },
  {
    why: 'onboarding not completed -> register with onboarding open',
    path: '/tasks',
    who: 'owner',
    fun: ALL,
    onboarding: true,
    expect: '/register?onboarding=1',
  },
  {
    why: 'onboarding not completed but a template query -> no detour',
    path: '/forms?template=5',
    who: 'owner',
    fun: ALL,
    onboarding: true,
    expect: { allow: 'forms' },
  },
  {
    why: 'onboarding: register itself opens',
    path: '/register',
    who: 'owner',
    onboarding: true,
    expect: { allow: 'register' },
  },
  {
    why: 'admin on company data -> admin home',
    path: '/company-data',
    who: 'admin',
    expect: '/admin',
  },
  {
    why: 'form approval hidden by plan permission -> security',
    path: '/form/approval',
    who: 'companyAdmin',
    fun: { ...ALL, MODEL_APPROVAL: 'EDIT' },
    limits: { model_approval: { allowed: false } },
    expect: '/security',
  },
  {
    why: 'home alias opens for a user',
    path: '/',
    who: 'operator',
    fun: { TASK: 'VIEW' },
    expect: { allow: 'home' },
  },
];

describe('resolveNavigation (spec 000 section 2, navigation guard)', () => {
  it.each(rows)('$why: $who $path', (row) => {
    const user = row.who === 'nobody' ? null : users[row.who];
    const plan = row.blocked === undefined ? null : ({ blocked: row.blocked } as never);
    const state = { user, functionalities: row.fun ?? {}, limits: row.limits ?? {}, plan };
    const [pathname, search] = row.path.split('?') as [string, string | undefined];
    const decision = resolveNavigation(
      { pathname, search: search ? `?${search}` : '' },
      {
        routes: meta.routes,
        menus: meta.menus,
        access: accessContextOf(state, meta.functionalities),
        status: row.status ?? (user ? 'authenticated' : 'anonymous'),
        previousPath: row.previous,
        onboardingPending: row.onboarding,
      },
    );
    if (typeof row.expect === 'string') expect(decision).toEqual({ redirect: row.expect });
    else if ('allow' in row.expect) expect('allow' in decision && decision.route.name).toBe(row.expect.allow);
    else expect(decision).toEqual(row.expect);
  });
});

describe('landingPath (after login)', () => {
  const landing: Array<[string, Who, Record<string, Level>, string]> = [
    ['task view active -> task list', 'operator', { TASK: 'VIEW', TASK_APPROVAL: 'VIEW' }, '/tasks'],
    [
      'only task approval -> approval list',
      'operator',
      { TASK_APPROVAL: 'VIEW', MODEL: 'EDIT' },
      '/approval',
    ],
    ['neither -> first active header item (forms)', 'operator', { MODEL: 'VIEW', CLIENT: 'VIEW' }, '/forms'],
    [
      'the basic dashboard (team map) is the first header item',
      'operator',
      { DASHBOARD: 'VIEW', MODEL: 'VIEW' },
      '/dashboard',
    ],
    [
      'the advanced dashboard is planned (not built): skipped for the next header item',
      'operator',
      { SUPERSET_DASHBOARD: 'VIEW', MODEL: 'VIEW' },
      '/forms',
    ],
    ['company menu items count too', 'operator', { CLIENT: 'VIEW' }, '/clients'],
    ['nothing active -> security page', 'operator', {}, '/security'],
    ['commercial alone is never active -> security page', 'operator', { COMMERCIAL: 'EDIT' }, '/security'],
    ['platform administrator -> /admin', 'admin', {}, '/admin'],
    ['template company -> template categories', 'template', {}, '/templates'],
  ];
  it.each(landing)('%s', (_why, who, fun, expected) => {
    const user = who === 'nobody' ? null : users[who];
    const ctx = accessContextOf({ user, functionalities: fun, limits: {} }, meta.functionalities);
    expect(landingPath(meta.routes, meta.menus, ctx)).toBe(expected);
  });
});

describe('visibleMenu hides items by functionality and by plan-limit permission', () => {
  // Most limited modules are planned today; as built (any other screen) their plan limits must still apply.
  const built = meta.routes.map((r) => (isPlannedRoute(r) ? { ...r, screen: 'landing' } : r));
  const ids = (
    limits: Record<string, { allowed: boolean }>,
    fun: Record<string, Level>,
    routes: readonly RouteMeta[] = built,
  ) => {
    const ctx = accessContextOf(
      { user: users.companyAdmin, functionalities: fun, limits },
      meta.functionalities,
    );
    const flat = (items: ReturnType<typeof visibleMenu>): string[] =>
      items.flatMap((i) => [i.id, ...flat(i.children ?? [])]);
    return flat(visibleMenu(meta.menus.headers.company, routes, ctx));
  };
  const fun: Record<string, Level> = {
    ...ALL,
    PROJECT: 'EDIT',
    VIDEOS_GALLERY: 'EDIT',
    LIBRARY: 'EDIT',
    RESEARCH: 'EDIT',
    MODEL_APPROVAL: 'EDIT',
  };
  it.each([
    ['dashboardAdvanced', 'supersetDashboard'],
    ['formsApproval', 'model_approval'],
    ['projects', 'project'],
    ['videos', 'video'],
    ['libraries', 'library'],
    ['researches', 'research'],
  ])('%s disappears when %s is not allowed', (id, key) => {
    expect(ids({}, fun)).toContain(id);
    expect(ids({ [key]: { allowed: false } }, fun)).not.toContain(id);
  });
  it('an item leading to a planned route never shows, whatever is allowed', () => {
    const shown = ids({}, fun, meta.routes);
    expect(shown).toContain('dashboardBasic');
    expect(shown).toContain('formsApproval');
    for (const id of ['dashboardAdvanced', 'projects', 'videos', 'researches'])
      expect(shown).not.toContain(id);
    expect(shown).toContain('clients');
  });
  it('a functionality turned off removes its item; goods and services never show', () => {
    expect(ids({}, fun)).toContain('clients');
    expect(ids({}, { ...fun, CLIENT: 'DISABLE' })).not.toContain('clients');
    expect(ids({}, fun)).not.toContain('goodsServices');
  });
});
