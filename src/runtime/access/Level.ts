export type Level = 'EDIT' | 'VIEW' | 'DISABLE';

/** View is active for VIEW or EDIT; edit only for EDIT (spec 000 section 4). */
export function isLevelActive(level: Level | undefined, needed: 'VIEW' | 'EDIT'): boolean {
  if (needed === 'EDIT') return level === 'EDIT';
  return level === 'VIEW' || level === 'EDIT';
}
