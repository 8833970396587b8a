import type { AdjustmentKind, AdjustmentPlace, ModelAdjustment } from './ModelAdjustment';

/**
 * Adds an adjustment whose id is `<kind>:<path>` (the path: the place's ids, `/`-joined), leaving out a
 * before or after that is undefined.
 *
 * @example pushAdjustment(out, 'field.required', 'temp', place, false, true) // id 'field.required:temp'
 */
export function pushAdjustment(
  out: ModelAdjustment[],
  kind: AdjustmentKind,
  path: string,
  place: AdjustmentPlace,
  before: unknown,
  after: unknown,
): void {
  const adjustment: ModelAdjustment = { id: path ? `${kind}:${path}` : kind, kind, place };
  if (before !== undefined) adjustment.before = before;
  if (after !== undefined) adjustment.after = after;
  out.push(adjustment);
}
