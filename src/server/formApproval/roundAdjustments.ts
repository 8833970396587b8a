import type { Kysely } from 'kysely';
import { diffFormModels } from '../../runtime/forms/approval/diffFormModels';
import type { ModelAdjustment } from '../../runtime/forms/approval/ModelAdjustment';
import type { FormModel } from '../../runtime/forms/FormModel';
import type { Database } from '../db/Database';

/**
 * The adjustments a revision's current round proposes: diffFormModels of its base and proposed versions.
 *
 * @example (await roundAdjustments(trx, 7, revision)).map((a) => a.id) // ['field.required:temp']
 */
export async function roundAdjustments(
  db: Kysely<Database>,
  companyId: number,
  revision: { form_id: number; base_version: number; proposed_version: number },
): Promise<ModelAdjustment[]> {
  const rows = await db
    .selectFrom('form_versions')
    .select(['version', 'model'])
    .where('company_id', '=', companyId)
    .where('form_id', '=', revision.form_id)
    .where('version', 'in', [revision.base_version, revision.proposed_version])
    .execute();
  const modelOf = (version: number) => {
    const model = rows.find((r) => r.version === version)?.model;
    return (typeof model === 'string' ? JSON.parse(model) : model) as FormModel;
  };
  return diffFormModels(modelOf(revision.base_version), modelOf(revision.proposed_version));
}
