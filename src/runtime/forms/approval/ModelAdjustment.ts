import type { AdjustmentKind } from './ADJUSTMENT_KINDS';

export type { AdjustmentKind };

/**
 * Where an adjustment is: the group and field (names as the new version has them; the old version's for
 * what was removed), and the option or table column inside the field. `property` names the model, group,
 * field or option key for the `*.property` kinds (a key this version of the diff does not know).
 */
export interface AdjustmentPlace {
  groupId?: string;
  groupName?: string;
  fieldId?: string;
  fieldName?: string;
  optionId?: string;
  optionName?: string;
  columnId?: string;
  columnName?: string;
  property?: string;
}

/** Where a group or field sits: its group (for a field) and its 1-based position. */
export interface AdjustmentPosition {
  groupId?: string;
  groupName?: string;
  position: number;
}

/**
 * One change from a form model's version to the next, approved or rejected on its own by a reviewer.
 * `id` is built from the kind and the place's ids only (`field.required:temp`, `option.added:status/nc`),
 * so diffing the same two versions again, or a later edit of the same revision, gives the same id; two
 * adjustments of one diff never share an id. `before`/`after` are the property's values (a whole group,
 * field, option or column when added or removed; an {@link AdjustmentPosition} when moved); absent when
 * the property was not set.
 */
export interface ModelAdjustment {
  id: string;
  kind: AdjustmentKind;
  place: AdjustmentPlace;
  before?: unknown;
  after?: unknown;
}
