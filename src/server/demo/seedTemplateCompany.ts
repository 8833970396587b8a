import { sql, type Transaction } from 'kysely';
import { TEMPLATE_COMPANY_ID } from '../../runtime/access/canAccess';
import type { Database } from '../db/Database';
import { DEMO_TEMPLATE_CATEGORIES } from './demoTemplateCategories';
import { DEMO_TEMPLATES } from './demoTemplates';

/**
 * Creates the template company (id 13089, "Modelos Campo", flagged is_template) with its owner and a few
 * categories and templates, unless it exists. `addOwner` creates the owner user and answers its person id.
 * The companies sequence is moved past 13089 so later registrations never collide with it.
 */
export async function seedTemplateCompany(
  trx: Transaction<Database>,
  addOwner: (companyId: number) => Promise<number>,
): Promise<void> {
  const exists = await trx
    .selectFrom('companies')
    .select('id')
    .where('id', '=', TEMPLATE_COMPANY_ID)
    .executeTakeFirst();
  if (exists) return;
  await trx
    .insertInto('companies')
    .values({
      id: TEMPLATE_COMPANY_ID,
      name: 'Modelos Campo',
      is_template: true,
      customization: '{}',
      plan_name: 'ENTERPRISE',
      plan_active: true,
      trial: false,
      paid_licenses: 5,
      onboarding_completed: true,
    })
    .execute();
  await sql`select setval('companies_id_seq', greatest(${TEMPLATE_COMPANY_ID}, (select last_value from companies_id_seq)))`.execute(
    trx,
  );
  const personId = await addOwner(TEMPLATE_COMPANY_ID);
  await trx
    .updateTable('companies')
    .set({ owner_person_id: personId })
    .where('id', '=', TEMPLATE_COMPANY_ID)
    .execute();
  const categoryIds: number[] = [];
  for (const [position, name] of DEMO_TEMPLATE_CATEGORIES.entries()) {
    const row = await trx
      .insertInto('template_categories')
      .values({ company_id: TEMPLATE_COMPANY_ID, name, position, parent_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    categoryIds.push(row.id);
  }
  for (const [position, template] of DEMO_TEMPLATES.entries()) {
    const model = {
      name: template.name,
      groups: [{ name: 'Dados', fields: template.fields.map((name) => ({ name, type: 'shortText' })) }],
    };
    await trx
      .insertInto('templates')
      .values({
        company_id: TEMPLATE_COMPANY_ID,
        name: template.name,
        code: template.code,
        abstract: template.abstract,
        description: template.abstract,
        category_id: categoryIds[template.category] ?? null,
        position,
        model: JSON.stringify(model),
        images: '[]',
      })
      .execute();
  }
}
