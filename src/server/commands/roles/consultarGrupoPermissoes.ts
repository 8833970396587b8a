import schema from '../../../../schemas/commands/ConsultarGrupoPermissoes.schema.json';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { requireSession } from '../requireSession';
import { loadGroups } from '../../roles/loadGroups';

/** ConsultarGrupoPermissoes (ID) -> GRUPO with its levels and active staff; ENTITY_NOT_FOUND outside the company. */
export const consultarGrupoPermissoes = defineCommand<{ ID: number }>({
  name: 'ConsultarGrupoPermissoes',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    const trx = await ctx.transaction();
    const [group] = await loadGroups(trx, session.companyId, ctx.metadata, ctx.t, [params.ID]);
    if (!group) throw new CommandFailure('ENTITY_NOT_FOUND');
    const staff = await trx
      .selectFrom('user_groups as ug')
      .innerJoin('users as u', (j) =>
        j.onRef('u.company_id', '=', 'ug.company_id').onRef('u.id', '=', 'ug.user_id'),
      )
      .innerJoin('persons as p', (j) =>
        j.onRef('p.company_id', '=', 'u.company_id').onRef('p.id', '=', 'u.person_id'),
      )
      .select(['u.id as userId', 'p.name', 'p.email'])
      .where('ug.company_id', '=', session.companyId)
      .where('ug.group_id', '=', params.ID)
      .where('u.active', '=', true)
      .orderBy('p.name')
      .execute();
    const { staffCount: _count, editable: _editable, ...rest } = group;
    return { GRUPO: { ...rest, staff } };
  },
});
