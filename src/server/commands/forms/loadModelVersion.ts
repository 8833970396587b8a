import type { Kysely } from 'kysely';
import type { FormModel } from '../../../runtime/forms/FormModel';
import type { Database } from '../../db/Database';
import { CommandFailure } from '../CommandFailure';

/**
 * The stored FormModel of one version of a form (ENTITY_NOT_FOUND for a version that does not exist).
 *
 * @example const model = await loadModelVersion(trx, companyId, 3, 2);
 */
export async function loadModelVersion(
  /** The command's transaction, or ctx.db (a connection of it) for a read. */
  trx: Kysely<Database>,
  companyId: number,
  formId: number,
  version: number,
): Promise<FormModel> {
  const row = await trx
    .selectFrom('form_versions')
    .select('model')
    .where('company_id', '=', companyId)
    .where('form_id', '=', formId)
    .where('version', '=', version)
    .executeTakeFirst();
  if (!row) throw new CommandFailure('ENTITY_NOT_FOUND');
  return (typeof row.model === 'string' ? JSON.parse(row.model) : row.model) as FormModel;
}
