import { jsonArrayFrom } from 'kysely/helpers/postgres';
import schema from '../../../../schemas/commands/ConsultarUsuarioLogado.schema.json';
import type { LoggedUser, LoggedUserAnswer, PermissionGroupRef } from '../../../runtime/session/LoggedUser';
import { userLevels } from '../../access/userLevels';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { requireSession } from '../requireSession';
import { personPhotoUrl } from '../profile/personPhotoUrl';

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

/**
 * ConsultarUsuarioLogado (INTERFACE=FLOW): the user, company and roles (USUARIO_LOGADO, see
 * src/runtime/session/LoggedUser.ts), ROTATIVO, IS_CANARY, FUNCTIONALITIES, CONFIGURACOES_TOUR, CARGO
 * and the plan-limit maps. Called by the keep-alive every 8 minutes, so it is kept to one query beyond
 * the session lookup, and writes last_login at most once a minute.
 */
export const consultarUsuarioLogado = defineCommand<{ INTERFACE: 'FLOW' }>({
  name: 'ConsultarUsuarioLogado',
  params: schema,
  async handler(ctx) {
    const session = requireSession(ctx);
    const { trx, t, metadata } = ctx;
    const row = await trx
      .selectFrom('users as u')
      .innerJoin('persons as p', (j) => j.onRef('p.company_id', '=', 'u.company_id').onRef('p.id', '=', 'u.person_id'))
      .innerJoin('companies as c', 'c.id', 'u.company_id')
      .leftJoin('persons as o', (j) => j.onRef('o.company_id', '=', 'c.id').onRef('o.id', '=', 'c.owner_person_id'))
      .select((eb) => [
        'p.name',
        'p.email',
        'p.photo_type',
        'p.photo_version',
        'u.customization as user_customization',
        'u.tour_settings',
        'c.name as company_name',
        'c.owner_person_id',
        'c.is_template',
        'c.segment_id',
        'c.contact',
        'c.amount_of_colaborators',
        'c.customization as company_customization',
        'o.name as owner_name',
        'o.email as owner_email',
        jsonArrayFrom(
          eb.selectFrom('permission_groups as g').select(['g.id', 'g.name']).whereRef('g.company_id', '=', 'u.company_id').orderBy('g.id'),
        ).as('custom_groups'),
      ])
      .where('u.company_id', '=', session.companyId)
      .where('u.id', '=', session.userId)
      .executeTakeFirst();
    if (!row) throw new CommandFailure('LOGIN_REQUIRED');

    const now = Date.now();
    if (!session.lastLogin || now - session.lastLogin.getTime() > LAST_LOGIN_PRECISION_MS)
      await trx
        .updateTable('users')
        .set({ last_login: new Date(now) })
        .where('company_id', '=', session.companyId)
        .where('id', '=', session.userId)
        .execute();

    const member = new Set(session.groupIds);
    const wideGroups = metadata.companyWideGroups;
    const permissionGroups: PermissionGroupRef[] = [
      ...wideGroups.map((g) => ({ id: g.id, name: t(`server.roles.${g.key}`), associated: member.has(g.id) })),
      ...row.custom_groups.map((g) => ({ id: g.id, name: g.name, associated: member.has(g.id) })),
    ];
    const flag = (f: (typeof wideGroups)[number]['flag']) => wideGroups.some((g) => g.flag === f && member.has(g.id));
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
      segment: segmentType ? t(`server.segments.${segmentType}`) : null,
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
    const answer: LoggedUserAnswer = {
      USUARIO_LOGADO: user,
      ROTATIVO: session.isShared,
      IS_CANARY: false,
      FUNCTIONALITIES: userLevels(session, metadata),
      CONFIGURACOES_TOUR: JSON.stringify(row.tour_settings ?? DEFAULT_TOUR),
      CARGO: wideGroups.filter((g) => member.has(g.id)).map((g) => t(`server.roles.${g.key}`)),
      LIMITES_PERMISSOES_NEXT: {},
      QUANTIDADE_LIMITE_PERMISSOES_NEXT: {},
    };
    return answer as unknown as Record<string, unknown>;
  },
});
