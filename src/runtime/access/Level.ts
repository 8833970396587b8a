export type Level = 'EDIT' | 'VIEW' | 'DISABLE';

const RANK: Record<Level, number> = { DISABLE: 0, VIEW: 1, EDIT: 2 };

/** View is active for VIEW or EDIT; edit only for EDIT (spec 000 section 4). */
export function isLevelActive(level: Level | undefined, needed: 'VIEW' | 'EDIT'): boolean {
  if (needed === 'EDIT') return level === 'EDIT';
  return level === 'VIEW' || level === 'EDIT';
}

/** The lower of two levels: a role's level capped by what the plan allows. */
export function minLevel(a: Level, b: Level): Level {
  return RANK[a] <= RANK[b] ? a : b;
}

/** The higher of two levels: a user in several roles gets the best of them. */
export function maxLevel(a: Level, b: Level): Level {
  return RANK[a] >= RANK[b] ? a : b;
}
