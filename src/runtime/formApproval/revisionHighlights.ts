import type { ModelAdjustment } from '../forms/approval/ModelAdjustment';

/** How a group or field of one version looks in the comparison. */
export type HighlightMark = 'added' | 'removed' | 'changed';

/** The marks of one version: by group id and by field id. */
export interface VersionHighlights {
  groups: Map<string, HighlightMark>;
  fields: Map<string, HighlightMark>;
}

/**
 * Which groups and fields to mark in the old and the new version's previews, from the revision's
 * adjustments (diffFormModels): what was added shows in the new version, what was removed in the old,
 * any other change of a group or field (its options, columns, formula, rules, place...) in both.
 *
 * @example revisionHighlights(diffFormModels(v1, v2)).new.fields.get('temp') // 'changed'
 */
export function revisionHighlights(adjustments: ModelAdjustment[]): {
  old: VersionHighlights;
  new: VersionHighlights;
} {
  const old: VersionHighlights = { groups: new Map(), fields: new Map() };
  const now: VersionHighlights = { groups: new Map(), fields: new Map() };
  // Added and removed win over changed: set them first, then mark changes only where nothing is set.
  const changed = (side: VersionHighlights, kind: 'groups' | 'fields', id: string) => {
    if (!side[kind].has(id)) side[kind].set(id, 'changed');
  };
  for (const { kind, place } of adjustments) {
    if (kind === 'group.added' && place.groupId) now.groups.set(place.groupId, 'added');
    else if (kind === 'group.removed' && place.groupId) old.groups.set(place.groupId, 'removed');
    else if (kind === 'field.added' && place.fieldId) now.fields.set(place.fieldId, 'added');
    else if (kind === 'field.removed' && place.fieldId) old.fields.set(place.fieldId, 'removed');
  }
  for (const { kind, place } of adjustments) {
    if (kind.endsWith('.added') && !place.optionId && !place.columnId) continue;
    if (kind.endsWith('.removed') && !place.optionId && !place.columnId) continue;
    if (kind.startsWith('model.')) continue;
    if (place.fieldId) {
      changed(old, 'fields', place.fieldId);
      changed(now, 'fields', place.fieldId);
    } else if (place.groupId) {
      changed(old, 'groups', place.groupId);
      changed(now, 'groups', place.groupId);
    }
  }
  return { old, new: now };
}
