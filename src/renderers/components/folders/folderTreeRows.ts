/**
 * Folders in tree order with their depth (a folder whose parent is not in the list shows at the top),
 * for the tree and for folder selects.
 *
 * @example folderTreeRows([{ id: 2, parentId: 1, name: 'B' }, { id: 1, parentId: null, name: 'A' }])
 * // [{ folder: A, depth: 0 }, { folder: B, depth: 1 }]
 */
export function folderTreeRows<T extends { id: number; parentId: number | null; name: string }>(
  folders: T[],
): Array<{ folder: T; depth: number }> {
  const ids = new Set(folders.map((f) => f.id));
  const byParent = new Map<number | null, T[]>();
  for (const folder of folders) {
    const parent = folder.parentId !== null && ids.has(folder.parentId) ? folder.parentId : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), folder]);
  }
  for (const list of byParent.values()) list.sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
  const rows: Array<{ folder: T; depth: number }> = [];
  const seen = new Set<number>();
  const walk = (parent: number | null, depth: number) => {
    for (const folder of byParent.get(parent) ?? []) {
      if (seen.has(folder.id)) continue;
      seen.add(folder.id);
      rows.push({ folder, depth });
      walk(folder.id, depth + 1);
    }
  };
  walk(null, 0);
  return rows;
}
