import type { Transaction } from 'kysely';
import type { FormModel } from '../../../runtime/forms/FormModel';
import { modelIndex, tableSettings } from '../../../runtime/forms/modelIndex';
import { companyRecordIds } from '../../db/companyRecordIds';
import type { Database } from '../../db/Database';
import { CommandFailure } from '../CommandFailure';

/** The record a chosen-record field (manualClient, manualEmployee...) holds: its settings' `entity`. */
const entityOf = (type: string, settings: Record<string, unknown> | undefined) =>
  type.startsWith('manual') && typeof settings?.entity === 'string' ? settings.entity : undefined;

/** The ids of `{id, name}` choices anywhere in a value (multiple choices, repeated groups). */
function choiceIds(value: unknown, into: number[]): void {
  if (Array.isArray(value)) for (const item of value) choiceIds(item, into);
  else if (value && typeof value === 'object' && 'id' in value)
    into.push(Number((value as { id: unknown }).id));
}

/**
 * The records a document's chosen-record fields (and table columns) hold must be the company's: clients,
 * units, assets, items (manualProduct) and employees of another company, or unknown ids, are
 * LOOKUP_NOT_FOUND naming the field, with FIELD `VALORES.<field>` (`VALORES.<table>.<column>`).
 *
 * @example await checkDocumentRecords(trx, companyId, form.model, checked.values);
 */
export async function checkDocumentRecords(
  trx: Transaction<Database>,
  companyId: number,
  model: FormModel,
  values: Record<string, unknown>,
): Promise<void> {
  const slots: Array<{ path: string; name: string; entity: string; ids: number[] }> = [];
  for (const [id, { field }] of modelIndex(model).fields) {
    const value = values[id];
    if (value === undefined || value === null) continue;
    const entity = entityOf(field.type, field.settings);
    if (entity) {
      const ids: number[] = [];
      choiceIds(value, ids);
      slots.push({ path: `VALORES.${id}`, name: field.name, entity, ids });
    }
    for (const column of tableSettings(field)?.columns ?? []) {
      const columnEntity = entityOf(column.type, column.settings);
      if (!columnEntity || !Array.isArray(value)) continue;
      const ids: number[] = [];
      for (const row of value as Array<Record<string, unknown> | null>) choiceIds(row?.[column.id], ids);
      slots.push({ path: `VALORES.${id}.${column.id}`, name: column.name, entity: columnEntity, ids });
    }
  }
  for (const slot of slots) {
    if (!slot.ids.length) continue;
    const found = await companyRecordIds(trx, companyId, slot.entity, slot.ids);
    if (slot.ids.some((id) => !found.has(id)))
      throw new CommandFailure('LOOKUP_NOT_FOUND', { field: slot.name }, { answer: { FIELD: slot.path } });
  }
}
