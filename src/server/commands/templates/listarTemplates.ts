import schema from '../../../../schemas/commands/ListarTemplates.schema.json';
import { defineCommand } from '../CommandDefinition';
import { requireSession } from '../requireSession';

/**
 * ListarTemplates (CATEGORY_ID?) → TEMPLATES [{id, name, code, abstract, categoryId, category, order,
 * updatedAt}] by order then name. Template company only.
 */
export const listarTemplates = defineCommand<{ CATEGORY_ID?: number }>({
  name: 'ListarTemplates',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    const trx = await ctx.transaction();
    let query = trx
      .selectFrom('templates as t')
      .leftJoin('template_categories as c', (j) =>
        j.onRef('c.company_id', '=', 't.company_id').onRef('c.id', '=', 't.category_id'),
      )
      .select([
        't.id',
        't.name',
        't.code',
        't.abstract',
        't.category_id',
        'c.name as category',
        't.position',
        't.updated_at',
      ])
      .where('t.company_id', '=', session.companyId)
      .orderBy('t.position')
      .orderBy('t.name');
    if (params.CATEGORY_ID !== undefined) query = query.where('t.category_id', '=', params.CATEGORY_ID);
    const rows = await query.execute();
    return {
      TEMPLATES: rows.map((r) => ({
        id: r.id,
        name: r.name,
        code: r.code,
        abstract: r.abstract,
        categoryId: r.category_id,
        category: r.category,
        order: r.position,
        updatedAt: new Date(r.updated_at).toISOString(),
      })),
    };
  },
});
