import { TIMING } from '../../../runtime/constants/TIMING';
import schema from '../../../../schemas/commands/ConsultarColaboradoresFlow.schema.json';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { personPhotoUrl } from '../../files/personPhotoUrl';
import { requireSession } from '../requireSession';

/** An employee counts as online when its last login is this recent (spec 000 section 5). */
export const ONLINE_WINDOW_MS = TIMING.onlineWindow;

interface Params {
  ATIVO?: boolean;
  ID_EMPRESA_USUARIA?: number;
  BUSCAR_GRUPOS?: boolean;
}

/**
 * ConsultarColaboradoresFlow (ATIVO?, ID_EMPRESA_USUARIA, BUSCAR_GRUPOS?) → COLABORADORES: the caller's
 * company's employees by name, each {id (person), name, email, isSharedUser, userId, isActive,
 * lastLogin (ISO or null), online (last login within 15 minutes), office (name of its company-wide
 * group), profileImage (photo URL or null)} and with BUSCAR_GRUPOS its groups [{id, name}]. Without a
 * company id nothing is fetched (COMPANY_ID_REQUIRED); another company's id is PERMISSION_DENIED.
 * EMPLOYEE VIEW.
 */
export const consultarColaboradoresFlow = defineCommand<Params>({
  name: 'ConsultarColaboradoresFlow',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    if (params.ID_EMPRESA_USUARIA === undefined) throw new CommandFailure('COMPANY_ID_REQUIRED');
    if (params.ID_EMPRESA_USUARIA !== session.companyId) throw new CommandFailure('PERMISSION_DENIED');
    const companyId = session.companyId;
    const trx = await ctx.transaction();
    let query = trx
      .selectFrom('users as u')
      .innerJoin('persons as p', (j) =>
        j.onRef('p.company_id', '=', 'u.company_id').onRef('p.id', '=', 'u.person_id'),
      )
      .select([
        'u.id as user_id',
        'u.is_shared',
        'u.active',
        'u.last_login',
        'p.id as person_id',
        'p.name',
        'p.email',
        'p.photo_version',
      ])
      .select((eb) => eb('p.photo', 'is not', null).as('has_photo'))
      .where('u.company_id', '=', companyId)
      .orderBy('p.name')
      .orderBy('u.id');
    if (params.ATIVO !== undefined) query = query.where('u.active', '=', params.ATIVO);
    const users = await query.execute();

    const memberships = await trx
      .selectFrom('user_groups as ug')
      .leftJoin('permission_groups as g', (j) =>
        j.onRef('g.company_id', '=', 'ug.company_id').onRef('g.id', '=', 'ug.group_id'),
      )
      .select(['ug.user_id', 'ug.group_id', 'g.name'])
      .where('ug.company_id', '=', companyId)
      .orderBy('ug.group_id')
      .execute();
    const wide = new Map(ctx.metadata.companyWideGroups.map((g) => [g.id, ctx.t(`server.roles.${g.key}`)]));
    const groupsOf = new Map<number, Array<{ id: number; name: string }>>();
    for (const m of memberships) {
      const name = wide.get(m.group_id) ?? m.name;
      if (name === null || name === undefined) continue;
      const list = groupsOf.get(m.user_id) ?? [];
      list.push({ id: m.group_id, name });
      groupsOf.set(m.user_id, list);
    }

    const now = Date.now();
    return {
      COLABORADORES: users.map((u) => {
        const groups = groupsOf.get(u.user_id) ?? [];
        const lastLogin = u.last_login ? new Date(u.last_login) : null;
        return {
          id: u.person_id,
          name: u.name,
          email: u.email,
          isSharedUser: u.is_shared,
          userId: u.user_id,
          isActive: u.active,
          lastLogin: lastLogin?.toISOString() ?? null,
          online: lastLogin !== null && now - lastLogin.getTime() <= ONLINE_WINDOW_MS,
          office: groups.find((g) => wide.has(g.id))?.name ?? null,
          profileImage: u.has_photo ? personPhotoUrl(u.person_id, u.photo_version) : null,
          ...(params.BUSCAR_GRUPOS ? { groups } : {}),
        };
      }),
    };
  },
});
