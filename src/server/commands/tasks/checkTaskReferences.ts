import type { TFunction } from 'i18next';
import { sql, type Transaction } from 'kysely';
import type { AudienceViewer } from '../../access/AudienceViewer';
import type { Database } from '../../db/Database';
import { CommandFailure } from '../CommandFailure';
import { requireFillableForm } from '../documents/requireFillableForm';
import type { TaskRow } from './TaskRow';
import type { TaskRowValues } from './taskRowValues';

type Refs = Pick<
  TaskRowValues,
  'form_id' | 'responsible_kind' | 'responsible_id' | 'client_id' | 'unit_id' | 'asset_id'
>;

const RECORDS = [
  ['client_id', 'client', 'tasks.fields.client'],
  ['unit_id', 'unit', 'tasks.fields.unit'],
  ['asset_id', 'asset', 'tasks.fields.asset'],
] as const;

/**
 * Checks what a task points at, for the references that are new (all on creation, the changed ones on an
 * edit, so a form archived or an employee deactivated later does not block editing other fields): the
 * form is visible to the viewer and active (requireFillableForm), the responsible employee is an active
 * user of the company and the squad, client, unit and asset are live records of the company
 * (LOOKUP_NOT_FOUND naming the field otherwise).
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
  if (changed('form_id')) await requireFillableForm(trx, viewer, refs.form_id!);
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
    if (!user) throw new CommandFailure('LOOKUP_NOT_FOUND', { field: t('tasks.fields.responsible') });
  }
  if (responsibleChanged && refs.responsible_kind === 'squad')
    await requireRecord(trx, viewer.companyId, 'squad', refs.responsible_id!, t('tasks.fields.responsible'));
  for (const [key, entity, label] of RECORDS)
    if (changed(key)) await requireRecord(trx, viewer.companyId, entity, refs[key]!, t(label));
}

async function requireRecord(
  trx: Transaction<Database>,
  companyId: number,
  entity: string,
  id: number,
  field: string,
): Promise<void> {
  // entity_records is typed per entity elsewhere (src/server/entities), not in Database.
  const found = await sql<{ id: string }>`
    select id from entity_records
    where company_id = ${companyId} and entity = ${entity} and id = ${id} and deleted_at is null`.execute(
    trx,
  );
  if (found.rows.length === 0) throw new CommandFailure('LOOKUP_NOT_FOUND', { field });
}
