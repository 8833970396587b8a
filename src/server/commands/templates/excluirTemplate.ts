import schema from '../../../../schemas/commands/ExcluirTemplate.schema.json';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { requireSession } from '../requireSession';

/** ExcluirTemplate (ID): deletes a template; copies companies already made stay theirs. Template company only. */
export const excluirTemplate = defineCommand<{ ID: number }>({
  name: 'ExcluirTemplate',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    const trx = await ctx.transaction();
    const deleted = await trx
      .deleteFrom('templates')
      .where('company_id', '=', session.companyId)
      .where('id', '=', params.ID)
      .returning('id')
      .executeTakeFirst();
    if (!deleted) throw new CommandFailure('ENTITY_NOT_FOUND');
  },
});
