import { maxLevel, type Level } from '../../runtime/access/Level';
import type { CompanyWideGroup } from '../metadata/ServerMetadata';

/** A custom role (permission group of type G) and its explicit levels; a missing code is DISABLE. */
export interface CustomGroupLevels {
  id: number;
  levels: Record<string, string>;
}

function asLevel(value: string | undefined): Level {
  return value === 'EDIT' || value === 'VIEW' ? value : 'DISABLE';
}

/**
 * The user's level per functionality from its roles: the best level any of its groups grants
 * (company-wide groups from metadata/roles.json, custom groups from the database). Plan ceilings and the
 * never-active codes are applied afterwards by the runtime's effectiveLevels.
 *
 * @example roleLevels([160], [], groups, ['TASK']).TASK // 'EDIT'
 */
export function roleLevels(
  groupIds: readonly number[],
  customGroups: readonly CustomGroupLevels[],
  companyWideGroups: readonly CompanyWideGroup[],
  codes: readonly string[],
): Record<string, Level> {
  const wide = companyWideGroups.filter((g) => groupIds.includes(g.id));
  const result: Record<string, Level> = {};
  for (const code of codes) {
    let best: Level = 'DISABLE';
    for (const group of wide) best = maxLevel(best, group.levels[code] ?? group.defaultLevel);
    for (const group of customGroups) best = maxLevel(best, asLevel(group.levels[code]));
    result[code] = best;
  }
  return result;
}
