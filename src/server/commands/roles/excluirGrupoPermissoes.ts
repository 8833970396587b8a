import { sql } from 'kysely';
import schema from '../../../../schemas/commands/ExcluirGrupoPermissoes.schema.json';
import { forgetCompanies } from '../../access/forgetCompanies';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { requireSession } from '../requireSession';

/**
 * ExcluirGrupoPermissoes (ID, MOVE_TO_ID?): deletes a custom role of the caller's company. With staff and
 * no MOVE_TO_ID: ROLE_HAS_STAFF; with it, the staff joins that group (company-wide or custom, same
 * company) and the role is deleted, in the command's one transaction.
 */
export const excluirGrupoPermissoes = defineCommand<{ ID: number; MOVE_TO_ID?: number }>({
  name: 'ExcluirGrupoPermissoes',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    const companyId = session.companyId;
    if (ctx.metadata.companyWideGroups.some((g) => g.id === params.ID))
      throw new CommandFailure('ROLE_NOT_EDITABLE');
    const trx = await ctx.transaction();
    const role = await trx
      .selectFrom('permission_groups')
      .select('id')
      .where('company_id', '=', companyId)
      .where('id', '=', params.ID)
      .where('type', '=', 'G')
      .forUpdate()
      .executeTakeFirst();
    if (!role) throw new CommandFailure('ENTITY_NOT_FOUND');
    const staff = await trx
      .selectFrom('user_groups')
      .select('user_id')
      .where('company_id', '=', companyId)
      .where('group_id', '=', params.ID)
      .execute();
    if (staff.length) {
      const target = params.MOVE_TO_ID;
      if (target === undefined)
        throw new CommandFailure('ROLE_HAS_STAFF', {}, { answer: { STAFF_COUNT: staff.length } });
      const targetExists =
        target !== params.ID &&
        (ctx.metadata.companyWideGroups.some((g) => g.id === target) ||
          (await trx
            .selectFrom('permission_groups')
            .select('id')
            .where('company_id', '=', companyId)
            .where('id', '=', target)
            .executeTakeFirst()) !== undefined);
      if (!targetExists) throw new CommandFailure('ENTITY_NOT_FOUND');
      await sql`insert into user_groups (company_id, user_id, group_id)
        select company_id, user_id, ${target} from user_groups
        where company_id = ${companyId} and group_id = ${params.ID}
        on conflict do nothing`.execute(trx);
      await trx
        .deleteFrom('user_groups')
        .where('company_id', '=', companyId)
        .where('group_id', '=', params.ID)
        .execute();
    }
    await trx
      .deleteFrom('permission_groups')
      .where('company_id', '=', companyId)
      .where('id', '=', params.ID)
      .execute();
    forgetCompanies(ctx, [companyId]);
    ctx.inform(ctx.t('server.roleDeleted'));
  },
});
