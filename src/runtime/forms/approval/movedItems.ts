/**
 * Which of the ids common to two orderings moved: those outside a longest run kept in the same relative
 * order (a longest increasing subsequence of their old positions, O(n log n)). Inserting or removing one
 * item shifts the others' positions without moving them; dragging one item moves only that one.
 *
 * @example movedItems(['a', 'b', 'c', 'd'], ['b', 'c', 'd', 'a']) // Set { 'a' }
 */
export function movedItems(before: readonly string[], after: readonly string[]): Set<string> {
  const oldIndex = new Map(before.map((id, index) => [id, index]));
  const common = after.filter((id) => oldIndex.has(id));
  const positions = common.map((id) => oldIndex.get(id)!);
  // tails[k]: index in `positions` of the smallest tail of an increasing run of length k + 1.
  const tails: number[] = [];
  const previous = new Array<number>(positions.length).fill(-1);
  for (let i = 0; i < positions.length; i++) {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (positions[tails[middle]!]! < positions[i]!) low = middle + 1;
      else high = middle;
    }
    if (low > 0) previous[i] = tails[low - 1]!;
    tails[low] = i;
  }
  const kept = new Set<string>();
  for (let i = tails.length ? tails[tails.length - 1]! : -1; i >= 0; i = previous[i]!) kept.add(common[i]!);
  return new Set(common.filter((id) => !kept.has(id)));
}
