import type { Kysely } from 'kysely';
import type { Database } from '../db/Database';
import type { CommandContext } from '../commands/CommandContext';
import { CommandFailure } from '../commands/CommandFailure';
import { callerIsCompanyAdmin } from './callerIsCompanyAdmin';
import { companyRoles } from './companyRoles';
import { ADMINISTRATOR_ROLE } from './ADMINISTRATOR_ROLE';

/**
 * A role the caller may give in its company: one of the company's roles (else INVALID_OPTION), and the
 * administrator role (158) only from a company administrator (else PERMISSION_DENIED), so an employee
 * editor cannot raise anyone, itself included, above its own rights.
 */
export async function checkAssignableRole(
  ctx: CommandContext,
  db: Kysely<Database>,
  companyId: number,
  roleId: number,
): Promise<void> {
  const roles = await companyRoles(db, companyId, ctx.metadata, ctx.t);
  if (!roles.some((r) => r.id === roleId)) throw new CommandFailure('INVALID_OPTION');
  if (roleId === ADMINISTRATOR_ROLE && !(await callerIsCompanyAdmin(ctx)))
    throw new CommandFailure('PERMISSION_DENIED');
}
