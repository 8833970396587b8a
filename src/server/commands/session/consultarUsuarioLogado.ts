import type { TFunction } from 'i18next';
import schema from '../../../../schemas/commands/ConsultarUsuarioLogado.schema.json';
import type { LoggedUser, LoggedUserAnswer, PermissionGroupRef } from '../../../runtime/session/LoggedUser';
import { limitState, type LimitState } from '../../../runtime/plans/limitState';
import { userLevels } from '../../access/userLevels';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { requireSession } from '../requireSession';
import { personPhotoUrl } from '../../files/personPhotoUrl';
import type { SessionInfo } from '../../auth/SessionInfo';
import type { ProfileRow } from '../../auth/loadProfile';
import type { CompanyAccess } from '../../access/CompanyAccess';

const DEFAULT_TOUR = { skip: false, started: false, position: 35, progress: {}, tours: {} };
/** Company segments by id (spec 000 section 3). */
const SEGMENTS: Record<number, string> = {
  18: 'farming',
  192: 'construction',
  193: 'industry',
  194: 'services',
  195: 'retail',
  196: 'technology',
  197: 'others',
};
/** last_login feeds the "online in the last 15 minutes" rule; minute precision is plenty and saves writes. */
const LAST_LOGIN_PRECISION_MS = 60_000;

// Role and segment labels per translator: fixed texts, looked up on every keep-alive otherwise.
const labelCache = new WeakMap<TFunction, Map<string, string>>();
function label(t: TFunction, key: string): string {
  let labels = labelCache.get(t);
  if (!labels) labelCache.set(t, (labels = new Map()));
  let text = labels.get(key);
  if (text === undefined) labels.set(key, (text = t(key)));
  return text;
}

/**
 * The last answer built per cached session, with the cached profile row and company access it was built
 * from: while the caches hand out the same objects (no edit forgot them, their TTL has not passed), the
 * answer is the same and is not rebuilt.
 */
const answers = new WeakMap<
  SessionInfo,
  { row: ProfileRow; company: CompanyAccess | undefined; t: TFunction; answer: Record<string, unknown> }
>();

/**
 * ConsultarUsuarioLogado (INTERFACE=FLOW): the user, company and roles (USUARIO_LOGADO, see
 * src/runtime/session/LoggedUser.ts), ROTATIVO, IS_CANARY, FUNCTIONALITIES, CONFIGURACOES_TOUR, CARGO,
 * the plan-limit maps (LIMITES_PERMISSOES_NEXT, QUANTIDADE_LIMITE_PERMISSOES_NEXT), PLAN and
 * ONBOARDING_COMPLETED. The hottest command (start-up, keep-alive, permission refresh): the session, the
 * profile and the company's plan and levels come from short-lived caches (one indexed query each on a miss) and last_login is written
 * at most once a minute, so a warm call touches no database at all.
 */
export const consultarUsuarioLogado = defineCommand<{ INTERFACE: 'FLOW' }>({
  name: 'ConsultarUsuarioLogado',
  params: schema,
  async handler(ctx) {
    const session = requireSession(ctx);
    const { t, metadata } = ctx;
    const row = await ctx.profiles.load(ctx.db, session.companyId, session.userId);
    if (!row) throw new CommandFailure('LOGIN_REQUIRED');
    const company = await ctx.access.company(ctx.db, session.companyId);

    const now = Date.now();
    if (!session.lastLogin || now - session.lastLogin.getTime() > LAST_LOGIN_PRECISION_MS) {
      await (
        await ctx.transaction()
      )
        .updateTable('users')
        .set({ last_login: new Date(now) })
        .where('company_id', '=', session.companyId)
        .where('id', '=', session.userId)
        .execute();
      ctx.sessions.noteLastLogin(session, new Date(now));
    }
    const built = answers.get(session);
    if (built && built.row === row && built.company === company && built.t === t) return built.answer;

    const member = new Set(session.groupIds);
    const wideGroups = metadata.companyWideGroups;
    const permissionGroups: PermissionGroupRef[] = [
      ...wideGroups.map((g) => ({
        id: g.id,
        name: label(t, `server.roles.${g.key}`),
        associated: member.has(g.id),
      })),
      ...row.custom_groups.map((g) => ({ id: g.id, name: g.name, associated: member.has(g.id) })),
    ];
    const flag = (f: (typeof wideGroups)[number]['flag']) =>
      wideGroups.some((g) => g.flag === f && member.has(g.id));
    const segmentType = row.segment_id !== null ? (SEGMENTS[row.segment_id] ?? null) : null;
    const user: LoggedUser = {
      id: session.userId,
      personId: session.personId,
      name: row.name,
      email: row.email ?? session.login,
      login: session.login,
      locale: session.locale,
      segmentId: row.segment_id,
      segmentType,
      segment: segmentType ? label(t, `server.segments.${segmentType}`) : null,
      companyId: session.companyId,
      companyName: row.company_name,
      companyOwnerId: row.owner_person_id ?? 0,
      companyContact: row.contact,
      amountOfColaborators: row.amount_of_colaborators,
      ownerEmail: row.owner_email,
      ownerName: row.owner_name,
      isCompanyOwner: row.owner_person_id === session.personId,
      isAdmin: session.isAdmin,
      isTemplateCompany: row.is_template,
      isShared: session.isShared,
      isCompanyAdmin: flag('isCompanyAdmin'),
      isCompanySupervisor: flag('isCompanySupervisor'),
      isCompanyOperator: flag('isCompanyOperator'),
      isViewer: flag('isViewer'),
      permissionGroups,
      profileImage: row.photo_type ? personPhotoUrl(session.personId, row.photo_version) : null,
      serverVersion: ctx.serverVersion,
      token: session.token,
      userCustomization: JSON.stringify(row.user_customization ?? {}),
      companyCustomization: JSON.stringify(row.company_customization ?? {}),
    };
    const limits: Record<string, LimitState> = {};
    const used: Record<string, number> = {};
    if (company)
      for (const { key } of metadata.plans.limitedFunctionalities) {
        limits[key] = limitState(company.limits[key], company.used[key] ?? 0);
        used[key] = company.used[key] ?? 0;
      }
    const answer: LoggedUserAnswer = {
      USUARIO_LOGADO: user,
      ROTATIVO: session.isShared,
      IS_CANARY: company?.isCanary ?? false,
      FUNCTIONALITIES: userLevels(session, metadata, company),
      CONFIGURACOES_TOUR: JSON.stringify(row.tour_settings ?? DEFAULT_TOUR),
      CARGO: wideGroups.filter((g) => member.has(g.id)).map((g) => label(t, `server.roles.${g.key}`)),
      LIMITES_PERMISSOES_NEXT: limits,
      QUANTIDADE_LIMITE_PERMISSOES_NEXT: used,
    };
    // PLAN and ONBOARDING_COMPLETED (docs/access-commands.md); the platform administrator has no plan.
    const full = {
      ...answer,
      PLAN: session.isAdmin ? null : (company?.plan ?? null),
      ONBOARDING_COMPLETED: company?.onboardingCompleted ?? true,
    } as unknown as Record<string, unknown>;
    answers.set(session, { row, company, t, answer: full });
    return full;
  },
});
