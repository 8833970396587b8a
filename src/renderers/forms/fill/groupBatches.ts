import type { FormGroup } from '../../../runtime/forms/FormModel';

/**
 * Where each drawing batch of a form ends (group counts, growing, the last one all groups): the first
 * batch holds groups until `first` fields, each later one until `each` more. A batch is committed to
 * the page in one piece, so its field count bounds the longest task while a big form opens; whole
 * groups only, at least one per batch.
 *
 * @example groupBatches(groupsOfTen(100), 20, 40) // [2, 6, 10, ..., 98, 100]
 */
export function groupBatches(groups: readonly FormGroup[], first: number, each: number): number[] {
  const ends: number[] = [];
  let budget = first;
  let fields = 0;
  groups.forEach((group, i) => {
    fields += Math.max(1, group.fields.length);
    if (fields >= budget || i === groups.length - 1) {
      ends.push(i + 1);
      budget = each;
      fields = 0;
    }
  });
  return ends;
}
