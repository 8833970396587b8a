import type { Kysely } from 'kysely';
import type { Database } from '../../db/Database';
import type { TemplateImageRow } from '../../db/tables/TemplateImageRow';
import { CommandFailure } from '../CommandFailure';

export interface TemplateView {
  id: number;
  name: string;
  code: string;
  abstract: string;
  description: string;
  categoryId: number | null;
  category: string | null;
  order: number;
  model: Record<string, unknown>;
  images: Array<TemplateImageRow & { id: number; templateId: number }>;
}

/** One template of a company with its model and images (ids are the images' positions), or ENTITY_NOT_FOUND. */
export async function loadTemplate(
  db: Kysely<Database>,
  companyId: number,
  id: number,
): Promise<TemplateView> {
  const row = await db
    .selectFrom('templates as t')
    .leftJoin('template_categories as c', (j) =>
      j.onRef('c.company_id', '=', 't.company_id').onRef('c.id', '=', 't.category_id'),
    )
    .select([
      't.id',
      't.name',
      't.code',
      't.abstract',
      't.description',
      't.category_id',
      'c.name as category',
      't.position',
      't.model',
      't.images',
    ])
    .where('t.company_id', '=', companyId)
    .where('t.id', '=', id)
    .executeTakeFirst();
  if (!row) throw new CommandFailure('ENTITY_NOT_FOUND');
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    abstract: row.abstract,
    description: row.description,
    categoryId: row.category_id,
    category: row.category,
    order: row.position,
    model: row.model,
    images: (row.images ?? []).map((image, index) => ({ ...image, id: index + 1, templateId: row.id })),
  };
}
