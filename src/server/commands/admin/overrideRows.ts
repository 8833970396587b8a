import type { PermissionOverrideColumns } from '../../db/tables/PermissionOverrideColumns';
import type { normalisePermissions } from './normalisePermissions';

/**
 * Override rows (kind F: level, kind L: limit_value) of normalised permissions.
 *
 * @example overrideRows({ functionalities: { TASK: 'VIEW' }, limits: {} }) // [{ kind: 'F', code: 'TASK', level: 'VIEW', limit_value: null }]
 */
export function overrideRows(
  permissions: ReturnType<typeof normalisePermissions>,
): PermissionOverrideColumns[] {
  return [
    ...Object.entries(permissions.functionalities).map(([code, level]) => ({
      kind: 'F' as const,
      code,
      level,
      limit_value: null,
    })),
    ...Object.entries(permissions.limits).map(([code, value]) => ({
      kind: 'L' as const,
      code,
      level: null,
      limit_value: value,
    })),
  ];
}
