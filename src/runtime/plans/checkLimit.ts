import type { LimitEntry } from '../access/AccessContext';
import type { CommandFn } from '../protocol/CommandFn';

/**
 * CheckIfHasLimit before creating a limited record (spec 000 section 6). Errors are swallowed and the
 * answer defaults to "may create": the server enforces the limit on create anyway.
 *
 * @example if (!(await checkLimit(command, 10, 'ROLES')).hasLimit) openUpsell();
 */
export async function checkLimit(
  command: CommandFn,
  companyId: number,
  entityType: string,
): Promise<{ hasLimit: boolean; limit?: LimitEntry }> {
  try {
    const answer = await command<{ HAS_LIMIT?: boolean; LIMIT?: LimitEntry }>(
      'CheckIfHasLimit',
      { COMPANY_ID: companyId, ENTITY_TYPE: entityType },
      { silent: true },
    );
    return { hasLimit: answer.HAS_LIMIT !== false, limit: answer.LIMIT };
  } catch {
    return { hasLimit: true };
  }
}
