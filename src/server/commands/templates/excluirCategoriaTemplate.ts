import schema from '../../../../schemas/commands/ExcluirCategoriaTemplate.schema.json';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { requireSession } from '../requireSession';

/**
 * ExcluirCategoriaTemplate (ID): deletes a category with no templates and no subcategories
 * (TEMPLATE_CATEGORY_IN_USE). Template company only.
 */
export const excluirCategoriaTemplate = defineCommand<{ ID: number }>({
  name: 'ExcluirCategoriaTemplate',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    const companyId = session.companyId;
    const trx = await ctx.transaction();
    const used =
      (await trx
        .selectFrom('templates')
        .select('id')
        .where('company_id', '=', companyId)
        .where('category_id', '=', params.ID)
        .executeTakeFirst()) ??
      (await trx
        .selectFrom('template_categories')
        .select('id')
        .where('company_id', '=', companyId)
        .where('parent_id', '=', params.ID)
        .executeTakeFirst());
    if (used) throw new CommandFailure('TEMPLATE_CATEGORY_IN_USE');
    const deleted = await trx
      .deleteFrom('template_categories')
      .where('company_id', '=', companyId)
      .where('id', '=', params.ID)
      .returning('id')
      .executeTakeFirst();
    if (!deleted) throw new CommandFailure('ENTITY_NOT_FOUND');
  },
});
