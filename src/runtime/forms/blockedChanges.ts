import type { ErrorCode } from '../errors/errorCatalogue';
import { findUsages, type FormUsage } from './findUsages';
import type { FormField, FormModel } from './FormModel';
import { tableSettings } from './modelIndex';

/** A change from one version of a model to the next that something still in use forbids. */
export interface BlockedChange {
  code: Extract<
    ErrorCode,
    'FORM_ITEM_IN_USE' | 'FORM_RESULT_REFERENCED' | 'FORM_COLUMN_TYPE_IN_USE' | 'FORM_SCORE_IN_USE'
  >;
  /** The id as findUsages reads it (`tableId.columnId`, `fieldId.optionId`). */
  itemId: string;
  itemName: string;
  usage: FormUsage;
}

const scoreEnabled = (field: FormField) =>
  field.score !== undefined || (field.options ?? []).some((option) => option.score !== undefined);

function fieldsOf(model: FormModel): Map<string, FormField> {
  return new Map(model.groups.flatMap((group) => group.fields.map((field) => [field.id, field])));
}

/**
 * What the next version of a model may not change because the next version itself still uses it: a
 * group, field, option, table column, table result or global removed while used (a result read by a
 * formula gives the spec's FORM_RESULT_REFERENCED), a table column whose type changed while a formula or
 * rule reads it, a field whose score was disabled while a formula reads `score(id)`.
 *
 * @example blockedChanges(previous, next)[0] // { code: 'FORM_ITEM_IN_USE', itemId: 'price', itemName: 'Preço', usage: {...} }
 */
export function blockedChanges(previous: FormModel, next: FormModel): BlockedChange[] {
  const found: BlockedChange[] = [];
  const blockRemoved = (
    itemId: string,
    itemName: string,
    code: BlockedChange['code'] = 'FORM_ITEM_IN_USE',
    result = false,
  ) => {
    for (const usage of findUsages(next, itemId))
      found.push({
        code: result && usage.kind === 'formula' ? 'FORM_RESULT_REFERENCED' : code,
        itemId,
        itemName,
        usage,
      });
  };
  const before = fieldsOf(previous);
  const after = fieldsOf(next);
  const groupsAfter = new Set(next.groups.map((group) => group.id));
  for (const group of previous.groups) if (!groupsAfter.has(group.id)) blockRemoved(group.id, group.name);
  const resultsAfter = new Set(
    [...after.values()].flatMap((f) => (tableSettings(f)?.results ?? []).map((r) => r.id)),
  );
  for (const [id, field] of before) {
    const now = after.get(id);
    for (const result of tableSettings(field)?.results ?? [])
      if (!resultsAfter.has(result.id)) blockRemoved(result.id, result.name, 'FORM_ITEM_IN_USE', true);
    if (!now) {
      blockRemoved(id, field.name);
      continue;
    }
    const optionsAfter = new Set((now.options ?? []).map((option) => option.id));
    for (const option of field.options ?? [])
      if (!optionsAfter.has(option.id)) blockRemoved(`${id}.${option.id}`, option.name);
    if (scoreEnabled(field) && !scoreEnabled(now))
      for (const usage of findUsages(next, id))
        if (usage.viaScore)
          found.push({ code: 'FORM_SCORE_IN_USE', itemId: id, itemName: field.name, usage });
    const table = tableSettings(field);
    const tableNow = tableSettings(now);
    if (!table || !tableNow) continue;
    const columnsNow = new Map(tableNow.columns.map((column) => [column.id, column]));
    for (const column of table.columns) {
      const columnId = `${id}.${column.id}`;
      const name = `${field.name} / ${column.name}`;
      const current = columnsNow.get(column.id);
      if (!current) blockRemoved(columnId, name);
      else if (current.type !== column.type)
        for (const usage of findUsages(next, columnId))
          if (usage.kind === 'formula' || usage.kind === 'rule')
            found.push({ code: 'FORM_COLUMN_TYPE_IN_USE', itemId: columnId, itemName: name, usage });
    }
  }
  const globalsAfter = new Set((next.globals ?? []).map((global) => global.id));
  for (const global of previous.globals ?? [])
    if (!globalsAfter.has(global.id)) blockRemoved(global.id, global.name);
  return found;
}
