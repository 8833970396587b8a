import { sql, type Kysely } from 'kysely';
import { audienceOf } from '../access/audienceOf';
import type { Database } from '../db/Database';
import { formApprovalSql } from '../formApproval/formApprovalSql';
import { formApprovalState } from '../formApproval/formApprovalState';
import type { FormRow } from './FormRow';

/**
 * The forms of a company as FormRows (with the name of who saved each last): one form (`id`), the forms
 * in a state, or all; `forUpdate` locks the rows until the command ends (serialises saves); `approval`
 * adds each form's APROVACAO (formApprovalSql, in the same statement).
 *
 * @example const [form] = await selectForms(trx, companyId, { id: 3, forUpdate: true });
 */
export async function selectForms(
  /** ctx.db for a read; the command's transaction for `forUpdate`. */
  trx: Kysely<Database>,
  companyId: number,
  filter: { id?: number; state?: FormRow['state']; forUpdate?: boolean; approval?: boolean } = {},
): Promise<FormRow[]> {
  let query = trx
    .selectFrom('forms')
    .leftJoin('users', (join) =>
      join.onRef('users.id', '=', 'forms.updated_by').onRef('users.company_id', '=', 'forms.company_id'),
    )
    .leftJoin('persons', 'persons.id', 'users.person_id')
    .select([
      'forms.id',
      'forms.name',
      'forms.folder_id',
      'forms.state',
      'forms.current_version',
      'forms.v1',
      'forms.permissions',
      'forms.updated_at',
      'persons.name as updated_by_name',
      (filter.approval ? formApprovalSql() : sql<null>`null`).as('approval'),
    ])
    .where('forms.company_id', '=', companyId)
    .orderBy('forms.name')
    .orderBy('forms.id');
  if (filter.id !== undefined) query = query.where('forms.id', '=', filter.id);
  if (filter.state) query = query.where('forms.state', '=', filter.state);
  if (filter.forUpdate) query = query.forUpdate('forms');
  const rows = await query.execute();
  const now = Date.now();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    folderId: row.folder_id,
    state: row.state,
    version: row.current_version,
    v1: row.v1,
    permissions: audienceOf(row.permissions),
    updatedAt: new Date(row.updated_at).toISOString(),
    updatedBy: row.updated_by_name ?? null,
    ...(filter.approval ? { APROVACAO: formApprovalState(row.approval, now) } : {}),
  }));
}
