import schema from '../../../../schemas/commands/SalvarTemplate.schema.json';
import type { TemplateImageRow } from '../../db/tables/TemplateImageRow';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { requireSession } from '../requireSession';

interface TemplateData {
  name: string;
  code?: string;
  abstract?: string;
  description?: string;
  categoryId?: number | null;
  order?: number;
  model?: Record<string, unknown>;
  images?: Array<Partial<TemplateImageRow> & { title: string; imagePath: string }>;
}

/**
 * SalvarTemplate (ID? absent = create, DATA {name, code?, abstract?, description?, categoryId?, order?,
 * model?, images?}) → TEMPLATE {id}. The category must be one of the company's (LOOKUP_NOT_FOUND); the
 * model is the form model JSON copied by "Usar modelo" (kept as is until forms arrive). Template company
 * only.
 */
export const salvarTemplate = defineCommand<{ ID?: number; DATA: TemplateData }>({
  name: 'SalvarTemplate',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    const companyId = session.companyId;
    const data = params.DATA;
    const name = data.name.trim();
    if (!name) throw new CommandFailure('FILL_ALL_FIELDS');
    const trx = await ctx.transaction();
    const categoryId = data.categoryId ?? null;
    if (categoryId !== null) {
      const category = await trx
        .selectFrom('template_categories')
        .select('id')
        .where('company_id', '=', companyId)
        .where('id', '=', categoryId)
        .executeTakeFirst();
      if (!category) throw new CommandFailure('LOOKUP_NOT_FOUND', { field: ctx.t('templatePages.category') });
    }
    const images: TemplateImageRow[] = (data.images ?? []).map((image, index) => ({
      title: image.title.trim(),
      description: image.description?.trim() ?? '',
      imagePath: image.imagePath.trim(),
      order: image.order ?? index,
    }));
    const values = {
      name,
      code: data.code?.trim() ?? '',
      abstract: data.abstract?.trim() ?? '',
      description: data.description?.trim() ?? '',
      category_id: categoryId,
      position: data.order ?? 0,
      model: JSON.stringify(data.model ?? {}),
      images: JSON.stringify(images),
      updated_at: new Date(),
    };
    if (params.ID === undefined) {
      const row = await trx
        .insertInto('templates')
        .values({ company_id: companyId, ...values })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { TEMPLATE: { id: row.id } };
    }
    const row = await trx
      .updateTable('templates')
      .set(values)
      .where('company_id', '=', companyId)
      .where('id', '=', params.ID)
      .returning('id')
      .executeTakeFirst();
    if (!row) throw new CommandFailure('ENTITY_NOT_FOUND');
    return { TEMPLATE: { id: row.id } };
  },
});
