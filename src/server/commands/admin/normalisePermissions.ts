import type { TFunction } from 'i18next';
import type { Level } from '../../../runtime/access/Level';
import type { ServerMetadata } from '../../metadata/ServerMetadata';
import { invalidParameter } from '../invalidParameter';
import type { PermissionsInput } from './PermissionsInput';

/**
 * PERMISSIONS with both maps present and only known functionality codes and limit keys. `strict`
 * refuses unknown ones (INVALID_PARAMETERS) instead of dropping them.
 *
 * @example normalisePermissions(metadata, { limits: { roles: 2, nope: 1 } }) // { functionalities: {}, limits: { roles: 2 } }
 */
export function normalisePermissions(
  metadata: ServerMetadata,
  input: PermissionsInput,
  strict?: TFunction,
): { functionalities: Record<string, Level>; limits: Record<string, number | null> } {
  const codes = new Set(metadata.functionalities.map((f) => f.code));
  const keys = new Set(metadata.plans.limitedFunctionalities.map((l) => l.key));
  const functionalities: Record<string, Level> = {};
  const limits: Record<string, number | null> = {};
  for (const [code, level] of Object.entries(input.functionalities ?? {})) {
    if (codes.has(code)) functionalities[code] = level;
    else if (strict) throw invalidParameter(strict, 'PERMISSIONS', 'unknownCode', { code });
  }
  for (const [key, value] of Object.entries(input.limits ?? {})) {
    if (keys.has(key)) limits[key] = value;
    else if (strict) throw invalidParameter(strict, 'PERMISSIONS', 'unknownCode', { code: key });
  }
  return { functionalities, limits };
}
