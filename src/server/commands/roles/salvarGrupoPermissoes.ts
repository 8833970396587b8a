import schema from '../../../../schemas/commands/SalvarGrupoPermissoes.schema.json';
import type { Level } from '../../../runtime/access/Level';
import { forgetCompanies } from '../../access/forgetCompanies';
import { refuseAtLimit } from '../../access/refuseAtLimit';
import { companyAccessOf } from '../companyAccessOf';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { invalidParameter } from '../invalidParameter';
import { requireSession } from '../requireSession';
import { loadGroups } from '../../roles/loadGroups';

/**
 * SalvarGrupoPermissoes (ID? absent = create, NAME, LEVELS {CODE: Level}) -> GRUPO. Creating checks the
 * `roles` plan limit against the records counted in this transaction (PLAN_LIMIT_REACHED with LIMIT_KEY);
 * company-wide groups are not editable. The company's cached sessions and levels are dropped, so members
 * see their new levels on the next refresh.
 */
export const salvarGrupoPermissoes = defineCommand<{
  ID?: number;
  NAME: string;
  LEVELS: Record<string, Level>;
}>({
  name: 'SalvarGrupoPermissoes',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    const companyId = session.companyId;
    const codes = new Set(ctx.metadata.functionalities.map((f) => f.code));
    for (const code of Object.keys(params.LEVELS))
      if (!codes.has(code)) throw invalidParameter(ctx.t, 'LEVELS', 'unknownCode', { code });
    // Read before the transaction: PGlite has one connection, which the transaction holds.
    const company = params.ID === undefined ? await companyAccessOf(ctx, companyId) : null;
    const trx = await ctx.transaction();
    let id: number;
    if (company) {
      // Serialises concurrent creations in one company, so two cannot both pass the limit.
      await trx.selectFrom('companies').select('id').where('id', '=', companyId).forUpdate().execute();
      await refuseAtLimit(trx, companyId, 'roles', company.limits.roles);
      const created = await trx
        .insertInto('permission_groups')
        .values({
          company_id: companyId,
          name: params.NAME.trim(),
          type: 'G',
          levels: JSON.stringify(params.LEVELS),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = created.id;
    } else {
      id = params.ID ?? 0;
      if (ctx.metadata.companyWideGroups.some((g) => g.id === id))
        throw new CommandFailure('ROLE_NOT_EDITABLE');
      const updated = await trx
        .updateTable('permission_groups')
        .set({ name: params.NAME.trim(), levels: JSON.stringify(params.LEVELS) })
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .where('type', '=', 'G')
        .executeTakeFirst();
      if (!updated.numUpdatedRows) throw new CommandFailure('ENTITY_NOT_FOUND');
    }
    forgetCompanies(ctx, [companyId]);
    const [group] = await loadGroups(trx, companyId, ctx.metadata, ctx.t, [id]);
    ctx.inform(ctx.t('server.roleSaved'));
    return { GRUPO: group };
  },
});
