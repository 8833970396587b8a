import type { FormModel, PlanAnswer } from '../../../runtime/forms/FormModel';
import { modelIndex, tableSettings } from '../../../runtime/forms/modelIndex';
import { fileIdsIn } from '../../files/fileIdsIn';
import { fileSlotOf, PLAN_SLOT } from '../../files/fileSlotOf';

/**
 * Every uploaded file a document's values (and action plan answers) reference, with the slot (field
 * id, `<table>.<column>` or `<field>.plan`) holding it; values of other fields are not looked at, so a `fileId` typed into a text is no reference.
 *
 * @example fileReferencesOf(model, { photos: [{ fileId: 'a' }], items: [{ picture: { fileId: 'b' } }] })
 * // [{ slot: 'photos', fileId: 'a' }, { slot: 'items.picture', fileId: 'b' }]
 */
export function fileReferencesOf(
  model: FormModel,
  values: Record<string, unknown>,
  plans: Record<string, PlanAnswer> = {},
): Array<{ slot: string; fileId: string }> {
  const references: Array<{ slot: string; fileId: string }> = [];
  const collect = (slot: string, value: unknown) => {
    const ids: string[] = [];
    fileIdsIn(value, ids);
    for (const fileId of ids) references.push({ slot, fileId });
  };
  for (const [id, { field }] of modelIndex(model).fields) {
    const value = values[id];
    if (value === undefined || value === null) continue;
    const table = tableSettings(field);
    if (!table) {
      if (fileSlotOf(model, id)) collect(id, value);
      continue;
    }
    for (const column of table.columns) {
      const slot = `${id}.${column.id}`;
      if (!fileSlotOf(model, slot) || !Array.isArray(value)) continue;
      for (const row of value as Array<Record<string, unknown> | null>) collect(slot, row?.[column.id]);
    }
  }
  for (const [fieldId, answer] of Object.entries(plans))
    if (answer.photos?.length && fileSlotOf(model, `${fieldId}.${PLAN_SLOT}`))
      collect(`${fieldId}.${PLAN_SLOT}`, answer.photos);
  return references;
}
