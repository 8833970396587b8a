import schema from '../../../../schemas/commands/ConsultarGruposUsuario.schema.json';
import { defineCommand } from '../CommandDefinition';
import { requireSession } from '../requireSession';
import { loadGroups } from '../../roles/loadGroups';

/**
 * ConsultarGruposUsuario (ID_USUARIO?, TIPO_GRUPO_PERMISSOES? E|G, ORIGEM? ignored) -> GRUPOS: the
 * company's groups, company-wide first; with ID_USUARIO only that user's groups (same company: a user
 * of another company has none here).
 */
export const consultarGruposUsuario = defineCommand<{
  ID_USUARIO?: number;
  TIPO_GRUPO_PERMISSOES?: 'E' | 'G' | '';
}>({
  name: 'ConsultarGruposUsuario',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    const trx = await ctx.transaction();
    let onlyIds: number[] | undefined;
    if (params.ID_USUARIO !== undefined) {
      const rows = await trx
        .selectFrom('user_groups')
        .select('group_id')
        .where('company_id', '=', session.companyId)
        .where('user_id', '=', params.ID_USUARIO)
        .execute();
      onlyIds = rows.map((r) => r.group_id);
    }
    const groups = await loadGroups(trx, session.companyId, ctx.metadata, ctx.t, onlyIds);
    const type = params.TIPO_GRUPO_PERMISSOES;
    return { GRUPOS: type ? groups.filter((g) => g.type === type) : groups };
  },
});
