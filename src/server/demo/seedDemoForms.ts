import type { Transaction } from 'kysely';
import type { Database } from '../db/Database';
import { DEMO_FORMS } from './demoForms';

const EVERYBODY = JSON.stringify({ roles: [], squads: [], employees: [] });

/**
 * Gives the Demo company its sample forms (demoForms.ts) in their folders, version 1, open to everybody.
 * Idempotent: skipped when Demo already has forms or folders.
 *
 * @example await seedDemoForms(trx);
 */
export async function seedDemoForms(trx: Transaction<Database>): Promise<void> {
  const demo = await trx.selectFrom('companies').select('id').where('name', '=', 'Demo').executeTakeFirst();
  if (!demo) return;
  const companyId = demo.id;
  for (const table of ['forms', 'form_folders'] as const)
    if (
      (await trx.selectFrom(table).select('id').where('company_id', '=', companyId).limit(1).execute()).length
    )
      return;
  const owner = await trx
    .selectFrom('users')
    .select('id')
    .where('company_id', '=', companyId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const folderIds = new Map<string, number>();
  const folderOf = async (path: string[]): Promise<number | null> => {
    let parent: number | null = null;
    for (let i = 0; i < path.length; i++) {
      const key = path.slice(0, i + 1).join('/');
      let id = folderIds.get(key);
      if (id === undefined) {
        const created = await trx
          .insertInto('form_folders')
          .values({ company_id: companyId, name: path[i]!, parent_id: parent, permissions: EVERYBODY })
          .returning('id')
          .executeTakeFirstOrThrow();
        id = created.id;
        folderIds.set(key, id);
      }
      parent = id;
    }
    return parent;
  };
  for (const { folder, model } of DEMO_FORMS) {
    const created = await trx
      .insertInto('forms')
      .values({
        company_id: companyId,
        name: model.name,
        folder_id: await folderOf(folder),
        permissions: EVERYBODY,
        created_by: owner.id,
        updated_by: owner.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('form_versions')
      .values({
        company_id: companyId,
        form_id: created.id,
        version: 1,
        model: JSON.stringify(model),
        created_by: owner.id,
      })
      .execute();
  }
}
