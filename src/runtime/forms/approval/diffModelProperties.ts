import type { FormModel } from '../FormModel';
import type { AdjustmentKind, AdjustmentPlace, ModelAdjustment } from './ModelAdjustment';
import { eachKey } from './eachKey';
import { pushAdjustment } from './pushAdjustment';
import { sameValue } from './sameValue';

/** Model keys and their adjustment; workflow, exports, alerts and webhook are compared as a whole. */
const MODEL_PROPERTIES: Partial<Record<string, AdjustmentKind>> = {
  name: 'model.renamed',
  header: 'model.header',
  mainField: 'model.mainField',
  score: 'model.score',
  globals: 'model.globals',
  alerts: 'model.alerts',
  webhook: 'model.webhook',
  workflow: 'model.workflow',
  exports: 'model.exports',
};
/**
 * Not part of a revision: the groups (compared one by one), and what the form list changes without a
 * new version (folder, archive state) or the server assigns (version).
 */
const MODEL_IGNORED = new Set(['groups', 'folderId', 'state', 'version', '$schema']);

type Values = Record<string, unknown>;

function fieldRef(model: FormModel, id: string | undefined) {
  if (!id) return undefined;
  for (const group of model.groups)
    for (const field of group.fields) if (field.id === id) return { id, name: field.name };
  return { id, name: id };
}

/**
 * The model-level adjustments: name, header, main field (before/after `{ id, name }`), score, globals,
 * alerts, webhook, workflow and exports; an unknown key is a `model.property` naming it.
 */
export function diffModelProperties(out: ModelAdjustment[], before: FormModel, after: FormModel): void {
  const old = before as unknown as Values;
  const now = after as unknown as Values;
  const visit = (key: string) => {
    if (MODEL_IGNORED.has(key) || sameValue(old[key], now[key])) return;
    const kind = MODEL_PROPERTIES[key];
    if (kind === 'model.mainField') {
      const place: AdjustmentPlace = after.mainField
        ? { fieldId: after.mainField, fieldName: fieldRef(after, after.mainField)?.name }
        : {};
      pushAdjustment(
        out,
        kind,
        '',
        place,
        fieldRef(before, before.mainField),
        fieldRef(after, after.mainField),
      );
    } else if (kind) pushAdjustment(out, kind, '', {}, old[key], now[key]);
    else pushAdjustment(out, 'model.property', key, { property: key }, old[key], now[key]);
  };
  eachKey(MODEL_PROPERTIES, before, after, visit);
}
