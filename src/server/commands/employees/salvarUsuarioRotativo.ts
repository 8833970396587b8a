import { sql } from 'kysely';
import schema from '../../../../schemas/commands/SalvarUsuarioRotativo.schema.json';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { isUniqueViolation } from '../../db/isUniqueViolation';
import { requireSession } from '../requireSession';

/**
 * SalvarUsuarioRotativo (ID? absent = create, NAME, CODE) → USUARIO {id}: a shared sub-user with an
 * access code unique in the company, whatever its case (ACCESS_CODE_TAKEN, the spec's 'Código de acesso
 * já cadastrado…'). A new one is pending activation. EMPLOYEE EDIT.
 */
export const salvarUsuarioRotativo = defineCommand<{ ID?: number; NAME: string; CODE: string }>({
  name: 'SalvarUsuarioRotativo',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    const companyId = session.companyId;
    const name = params.NAME.trim();
    const code = params.CODE.trim();
    if (!name || !code) throw new CommandFailure('FILL_ALL_FIELDS');
    const trx = await ctx.transaction();
    let taken = trx
      .selectFrom('shared_sub_users')
      .select('id')
      .where('company_id', '=', companyId)
      .where(sql<string>`lower(access_code)`, '=', code.toLowerCase());
    if (params.ID !== undefined) taken = taken.where('id', '<>', params.ID);
    if (await taken.executeTakeFirst()) throw new CommandFailure('ACCESS_CODE_TAKEN');
    try {
      if (params.ID === undefined) {
        const row = await trx
          .insertInto('shared_sub_users')
          .values({ company_id: companyId, name, access_code: code })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { USUARIO: { id: row.id } };
      }
      const row = await trx
        .updateTable('shared_sub_users')
        .set({ name, access_code: code })
        .where('company_id', '=', companyId)
        .where('id', '=', params.ID)
        .returning('id')
        .executeTakeFirst();
      if (!row) throw new CommandFailure('ENTITY_NOT_FOUND');
      return { USUARIO: { id: row.id } };
    } catch (error) {
      if (isUniqueViolation(error)) throw new CommandFailure('ACCESS_CODE_TAKEN');
      throw error;
    }
  },
});
