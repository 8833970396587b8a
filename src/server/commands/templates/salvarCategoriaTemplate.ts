import schema from '../../../../schemas/commands/SalvarCategoriaTemplate.schema.json';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { requireSession } from '../requireSession';

interface Params {
  ID?: number;
  NAME: string;
  ORDER?: number;
  PARENT_ID?: number | null;
}

/**
 * SalvarCategoriaTemplate (ID? absent = create, NAME, ORDER?, PARENT_ID?) → CATEGORIA {id}. The parent
 * must be another category of the company (SELF_PARENT, LOOKUP_NOT_FOUND) and not one of its own
 * descendants (PARENT_CYCLE). Template company only.
 */
export const salvarCategoriaTemplate = defineCommand<Params>({
  name: 'SalvarCategoriaTemplate',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    const companyId = session.companyId;
    const name = params.NAME.trim();
    if (!name) throw new CommandFailure('FILL_ALL_FIELDS');
    const field = ctx.t('templatePages.parent');
    const parentId = params.PARENT_ID ?? null;
    if (parentId !== null && parentId === params.ID) throw new CommandFailure('SELF_PARENT', { field });
    const trx = await ctx.transaction();
    if (parentId !== null) {
      const all = await trx
        .selectFrom('template_categories')
        .select(['id', 'parent_id'])
        .where('company_id', '=', companyId)
        .execute();
      const parentOf = new Map(all.map((c) => [c.id, c.parent_id]));
      if (!parentOf.has(parentId)) throw new CommandFailure('LOOKUP_NOT_FOUND', { field });
      for (let at: number | null = parentId, steps = 0; at !== null && steps <= all.length; steps++) {
        if (at === params.ID) throw new CommandFailure('PARENT_CYCLE', { field });
        at = parentOf.get(at) ?? null;
      }
    }
    const values = { name, position: params.ORDER ?? 0, parent_id: parentId };
    if (params.ID === undefined) {
      const row = await trx
        .insertInto('template_categories')
        .values({ company_id: companyId, ...values })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { CATEGORIA: { id: row.id } };
    }
    const row = await trx
      .updateTable('template_categories')
      .set(values)
      .where('company_id', '=', companyId)
      .where('id', '=', params.ID)
      .returning('id')
      .executeTakeFirst();
    if (!row) throw new CommandFailure('ENTITY_NOT_FOUND');
    return { CATEGORIA: { id: row.id } };
  },
});
