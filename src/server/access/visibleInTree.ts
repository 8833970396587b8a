/**
 * The nodes of a tree a viewer may see: a node it is allowed in whose every ancestor it may see too, so
 * a restriction covers the whole subtree. Each node is checked once; a broken parent link reads as a
 * root and a cycle stops after 50 levels.
 *
 * @example visibleInTree(folders, (f) => audienceAllows(f.permissions)).has(3)
 */
export function visibleInTree<T extends { id: number; parentId: number | null }>(
  all: ReadonlyMap<number, T>,
  allows: (node: T) => boolean,
): Map<number, T> {
  const seen = new Map<number, boolean>();
  const check = (node: T, depth: number): boolean => {
    const known = seen.get(node.id);
    if (known !== undefined) return known;
    const parent = node.parentId === null ? undefined : all.get(node.parentId);
    const ok = allows(node) && (!parent || depth > 50 || check(parent, depth + 1));
    seen.set(node.id, ok);
    return ok;
  };
  return new Map([...all].filter(([, node]) => check(node, 0)));
}
