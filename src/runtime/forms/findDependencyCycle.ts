/**
 * One dependency loop in a graph given as "node -> the nodes it reads", as the ids along the loop
 * (each reads the next; the last reads the first), or null when there is none.
 *
 * @example findDependencyCycle(new Map([['a', ['b']], ['b', ['a']], ['c', ['a']]])) // ['a', 'b']
 */
export function findDependencyCycle(reads: ReadonlyMap<string, readonly string[]>): string[] | null {
  const state = new Map<string, 1 | 2>(); // 1 on the current path, 2 done
  const path: string[] = [];
  for (const start of reads.keys()) {
    if (state.has(start)) continue;
    // Iterative DFS: forms reach thousands of nodes, deeper than is safe for recursion.
    const stack: Array<{ node: string; next: number }> = [{ node: start, next: 0 }];
    state.set(start, 1);
    path.push(start);
    while (stack.length) {
      const top = stack[stack.length - 1]!;
      const targets = reads.get(top.node) ?? [];
      if (top.next < targets.length) {
        const target = targets[top.next++]!;
        const seen = state.get(target);
        if (seen === 1) return path.slice(path.indexOf(target));
        if (seen === undefined && reads.has(target)) {
          state.set(target, 1);
          path.push(target);
          stack.push({ node: target, next: 0 });
        }
      } else {
        state.set(top.node, 2);
        path.pop();
        stack.pop();
      }
    }
  }
  return null;
}
