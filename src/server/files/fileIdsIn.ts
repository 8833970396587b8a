/**
 * Collects the `fileId`s inside a value: a file reference (`{ fileId, ... }`), a list of them, copies of
 * a repeatable group, or settings holding references at any depth (an image, reference images).
 *
 * @example const ids: string[] = []; fileIdsIn([{ fileId: 'a' }, { image: { fileId: 'b' } }], ids); // ['a', 'b']
 */
export function fileIdsIn(value: unknown, into: string[]): void {
  if (Array.isArray(value)) for (const item of value) fileIdsIn(item, into);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value))
      if (key === 'fileId' && typeof inner === 'string') into.push(inner);
      else fileIdsIn(inner, into);
}
