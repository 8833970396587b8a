import type { TFunction } from 'i18next';
import { sql, type Transaction } from 'kysely';
import type { TaskFieldPath } from '../../runtime/tasks/taskFieldProblem';
import type { AudienceViewer } from '../access/AudienceViewer';
import type { Database } from '../db/Database';
import { CommandFailure } from '../commands/CommandFailure';
import { requireActiveForm } from '../forms/requireActiveForm';
import roles from '../../../metadata/roles.json';
import { taskFieldFailure } from './taskFieldFailure';
import type { TaskRow } from './TaskRow';
import type { TaskRowValues } from './taskRowValues';

type Refs = Pick<
  TaskRowValues,
  | 'form_id'
  | 'responsible_kind'
  | 'responsible_id'
  | 'client_id'
  | 'unit_id'
  | 'asset_id'
  | 'approval_group_id'
  | 'approval_group_kind'
>;

/** The company-wide roles every company has (metadata/roles.json). */
const COMPANY_WIDE_ROLES = new Set(roles.companyWideGroups.map((g) => g.id));

const RECORDS = [
  ['client_id', 'client', 'tasks.fields.client', 'clientId'],
  ['unit_id', 'unit', 'tasks.fields.unit', 'unitId'],
  ['asset_id', 'asset', 'tasks.fields.asset', 'assetId'],
] as const;

/**
 * Checks what a task points at, for the references that are new (all on creation, the changed ones on an
 * edit, so a form archived or an employee deactivated later does not block editing other fields): the
 * form is visible to the viewer and active (requireActiveForm: its model is not read), the responsible employee is an active
 * user of the company and the squad, client, unit and asset are live records of the company
 * (LOOKUP_NOT_FOUND naming the field otherwise), and the approval group is a role of the company or one
 * of its work groups, as its kind says; without a kind the id is looked up as a role, then as a work
 * group, and the kind found is written into `refs` (so the row stores it). Every refusal carries its
 * FIELD (taskFieldFailure).
 *
 * @example await checkTaskReferences(trx, ctx.t, viewer, values, previousRow);
 */
export async function checkTaskReferences(
  trx: Transaction<Database>,
  t: TFunction,
  viewer: AudienceViewer,
  refs: Partial<Refs>,
  previous?: TaskRow,
): Promise<void> {
  const changed = <K extends keyof Refs>(key: K) =>
    refs[key] !== undefined && refs[key] !== null && (!previous || previous[key] !== refs[key]);
  if (changed('form_id'))
    await requireActiveForm(trx, viewer, refs.form_id!).catch((error: unknown) => {
      throw error instanceof CommandFailure ? taskFieldFailure(error.code, 'formId', error.vars) : error;
    });
  const responsibleChanged =
    refs.responsible_kind !== undefined &&
    (changed('responsible_id') || previous?.responsible_kind !== refs.responsible_kind);
  if (responsibleChanged && refs.responsible_kind === 'employee') {
    const user = await trx
      .selectFrom('users')
      .select('id')
      .where('company_id', '=', viewer.companyId)
      .where('id', '=', refs.responsible_id!)
      .where('active', '=', true)
      .executeTakeFirst();
    if (!user)
      throw taskFieldFailure('LOOKUP_NOT_FOUND', 'responsible', { field: t('tasks.fields.responsible') });
  }
  if (responsibleChanged && refs.responsible_kind === 'squad')
    await requireRecord(trx, viewer.companyId, 'squad', refs.responsible_id!, 'responsible', t);
  for (const [key, entity, label, path] of RECORDS)
    if (changed(key)) await requireRecord(trx, viewer.companyId, entity, refs[key]!, path, t, label);
  if (changed('approval_group_id') || (previous && refs.approval_group_kind !== previous.approval_group_kind))
    if (refs.approval_group_id)
      refs.approval_group_kind = await approvalGroupKind(trx, viewer.companyId, refs, t);
}

async function approvalGroupKind(
  trx: Transaction<Database>,
  companyId: number,
  refs: Partial<Refs>,
  t: TFunction,
): Promise<'role' | 'squad'> {
  const id = refs.approval_group_id!;
  const kind = refs.approval_group_kind ?? null;
  if (kind !== 'squad') {
    const role =
      COMPANY_WIDE_ROLES.has(id) ||
      (await trx
        .selectFrom('permission_groups')
        .select('id')
        .where('company_id', '=', companyId)
        .where('id', '=', id)
        .where('type', '=', 'G')
        .executeTakeFirst()) !== undefined;
    if (role) return 'role';
    if (kind === 'role')
      throw taskFieldFailure('LOOKUP_NOT_FOUND', 'approvalGroupId', {
        field: t('tasks.fields.approvalGroup'),
      });
  }
  await requireRecord(trx, companyId, 'squad', id, 'approvalGroupId', t, 'tasks.fields.approvalGroup');
  return 'squad';
}

async function requireRecord(
  trx: Transaction<Database>,
  companyId: number,
  entity: string,
  id: number,
  path: TaskFieldPath,
  t: TFunction,
  label = 'tasks.fields.responsible',
): Promise<void> {
  // entity_records is typed per entity elsewhere (src/server/entities), not in Database.
  const found = await sql<{ id: string }>`
    select id from entity_records
    where company_id = ${companyId} and entity = ${entity} and id = ${id} and deleted_at is null`.execute(
    trx,
  );
  if (found.rows.length === 0) throw taskFieldFailure('LOOKUP_NOT_FOUND', path, { field: t(label) });
}
