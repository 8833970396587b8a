import type { CommandOverridesTable } from '../db/tables/CommandOverridesTable';
import type { CommandAccess } from '../metadata/ServerMetadata';

/**
 * A command's declaration with the platform administrator's override applied: for `user` commands the
 * override replaces the functionality and level (a null functionality: none needed). Other accesses
 * cannot be overridden.
 *
 * @example effectiveDeclaration({ access: 'user' }, { name: 'X', functionality: 'TASK', level: 'EDIT' })
 * // { access: 'user', functionality: 'TASK', level: 'EDIT' }
 */
export function effectiveDeclaration(
  declaration: CommandAccess,
  override: CommandOverridesTable | undefined,
): CommandAccess {
  if (!override || declaration.access !== 'user') return declaration;
  const { functionality: _f, level: _l, ...rest } = declaration;
  if (!override.functionality) return rest;
  return {
    ...rest,
    functionality: override.functionality,
    level: override.level === 'EDIT' ? 'EDIT' : 'VIEW',
  };
}
