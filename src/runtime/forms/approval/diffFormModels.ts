import type { FormField, FormGroup, FormModel } from '../FormModel';
import { diffField } from './diffField';
import { diffGroupProperties } from './diffGroupProperties';
import { diffModelProperties } from './diffModelProperties';
import type { AdjustmentPosition, ModelAdjustment } from './ModelAdjustment';
import { movedItems } from './movedItems';
import { pushAdjustment } from './pushAdjustment';

interface Placed {
  field: FormField;
  group: FormGroup;
  /** 1-based position in its group. */
  position: number;
}

function placedFields(model: FormModel): Map<string, Placed> {
  const fields = new Map<string, Placed>();
  for (const group of model.groups)
    group.fields.forEach((field, index) => fields.set(field.id, { field, group, position: index + 1 }));
  return fields;
}

const at = (placed: Placed): AdjustmentPosition => ({
  groupId: placed.group.id,
  groupName: placed.group.name,
  position: placed.position,
});

/**
 * The adjustments a revision makes to a form model, for its review (spec 001 §2-§4, form approval):
 * the model's own properties first, then, group by group in the new version's order, the group's
 * adjustments and its fields' (in order; fields removed from it last), then the groups removed.
 * Groups and fields are matched by id, never by position. A field that changed group, or left the run of
 * fields keeping their order in its group, is `field.moved` (likewise `group.moved`); a new group holds
 * its new fields (one `group.added`), a removed group its removed fields. Properties are compared by
 * value (canonical JSON), so an unchanged model gives no adjustment, whatever its key order.
 *
 * @example
 * diffFormModels(v1, v2)
 * // [{ id: 'field.required:temp', kind: 'field.required',
 * //    place: { groupId: 'g1', groupName: 'Medições', fieldId: 'temp', fieldName: 'Temperatura' },
 * //    before: undefined, after: true }]
 */
export function diffFormModels(before: FormModel, after: FormModel): ModelAdjustment[] {
  const out: ModelAdjustment[] = [];
  diffModelProperties(out, before, after);
  const oldGroups = new Map(before.groups.map((group, index) => [group.id, { group, position: index + 1 }]));
  const newGroups = new Set(after.groups.map((group) => group.id));
  const oldFields = placedFields(before);
  const newFields = placedFields(after);
  const movedGroups = movedItems(
    before.groups.map((group) => group.id),
    after.groups.map((group) => group.id),
  );
  after.groups.forEach((group, index) => {
    const place = { groupId: group.id, groupName: group.name };
    const old = oldGroups.get(group.id);
    if (!old) {
      pushAdjustment(out, 'group.added', group.id, place, undefined, group);
    } else {
      if (old.group.name !== group.name)
        pushAdjustment(out, 'group.renamed', group.id, place, old.group.name, group.name);
      if (movedGroups.has(group.id))
        pushAdjustment(
          out,
          'group.moved',
          group.id,
          place,
          { position: old.position },
          { position: index + 1 },
        );
      diffGroupProperties(out, old.group, group, place);
    }
    const stayed = (fields: FormField[], other: Map<string, Placed>) =>
      fields.filter((field) => other.get(field.id)?.group.id === group.id).map((field) => field.id);
    const moved = old
      ? movedItems(stayed(old.group.fields, newFields), stayed(group.fields, oldFields))
      : new Set<string>();
    for (const field of group.fields) {
      const fieldPlace = { ...place, fieldId: field.id, fieldName: field.name };
      const previous = oldFields.get(field.id);
      if (!previous) {
        // A new group's new fields come with the group.
        if (old) pushAdjustment(out, 'field.added', field.id, fieldPlace, undefined, field);
        continue;
      }
      if (previous.group.id !== group.id || moved.has(field.id))
        pushAdjustment(out, 'field.moved', field.id, fieldPlace, at(previous), at(newFields.get(field.id)!));
      diffField(out, previous.field, field, fieldPlace);
    }
    for (const field of old?.group.fields ?? [])
      if (!newFields.has(field.id))
        pushAdjustment(
          out,
          'field.removed',
          field.id,
          { ...place, fieldId: field.id, fieldName: field.name },
          field,
          undefined,
        );
  });
  for (const group of before.groups)
    if (!newGroups.has(group.id))
      pushAdjustment(
        out,
        'group.removed',
        group.id,
        { groupId: group.id, groupName: group.name },
        group,
        undefined,
      );
  return out;
}
