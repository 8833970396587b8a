import type { FormGroup } from '../FormModel';
import { eachKey } from './eachKey';
import type { AdjustmentKind, AdjustmentPlace, ModelAdjustment } from './ModelAdjustment';
import { pushAdjustment } from './pushAdjustment';
import { sameValue } from './sameValue';

const GROUP_PROPERTIES: Partial<Record<string, AdjustmentKind>> = {
  required: 'group.required',
  rules: 'group.rules',
};
const GROUP_OWN = new Set(['id', 'name', 'fields', 'repeatable', 'maxCopies']);

type Values = Record<string, unknown>;

const copies = (group: FormGroup) =>
  group.repeatable ? { repeatable: true, maxCopies: group.maxCopies } : { repeatable: false };

/** A kept group's adjustments besides its name and position: required, rules, copies, unknown keys. */
export function diffGroupProperties(
  out: ModelAdjustment[],
  before: FormGroup,
  after: FormGroup,
  place: AdjustmentPlace,
): void {
  const id = after.id;
  const old = before as unknown as Values;
  const now = after as unknown as Values;
  const visit = (key: string) => {
    if (GROUP_OWN.has(key) || sameValue(old[key], now[key])) return;
    const kind = GROUP_PROPERTIES[key];
    if (kind) pushAdjustment(out, kind, id, place, old[key], now[key]);
    else
      pushAdjustment(out, 'group.property', `${id}/${key}`, { ...place, property: key }, old[key], now[key]);
  };
  eachKey(GROUP_PROPERTIES, before, after, visit);
  const [a, b] = [copies(before), copies(after)];
  if (a.repeatable !== b.repeatable || a.maxCopies !== b.maxCopies)
    pushAdjustment(out, 'group.copies', id, place, a, b);
}
