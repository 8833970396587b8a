import schema from '../../../../schemas/commands/ListarCategoriasTemplate.schema.json';
import { defineCommand } from '../CommandDefinition';
import { requireSession } from '../requireSession';

/**
 * ListarCategoriasTemplate → CATEGORIAS [{id, name, order, parentId, templateCount}] by order then name.
 * Template company only.
 */
export const listarCategoriasTemplate = defineCommand<Record<string, never>>({
  name: 'ListarCategoriasTemplate',
  params: schema,
  async handler(ctx) {
    const session = requireSession(ctx);
    const trx = await ctx.transaction();
    const rows = await trx
      .selectFrom('template_categories as c')
      .select((eb) => [
        'c.id',
        'c.name',
        'c.position',
        'c.parent_id',
        eb
          .selectFrom('templates as t')
          .select((e) => e.fn.countAll<string>().as('n'))
          .whereRef('t.company_id', '=', 'c.company_id')
          .whereRef('t.category_id', '=', 'c.id')
          .as('templates'),
      ])
      .where('c.company_id', '=', session.companyId)
      .orderBy('c.position')
      .orderBy('c.name')
      .execute();
    return {
      CATEGORIAS: rows.map((r) => ({
        id: r.id,
        name: r.name,
        order: r.position,
        parentId: r.parent_id,
        templateCount: Number(r.templates ?? 0),
      })),
    };
  },
});
