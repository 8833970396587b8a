import { accessSubjectOf } from '../access/accessSubjectOf';
import type { CommandContext } from '../commands/CommandContext';
import { companyAccessOf } from '../commands/companyAccessOf';
import { requireSession } from '../commands/requireSession';

/** Whether the caller is its company's administrator (group 158) or owner, as the gate decides it. */
export async function callerIsCompanyAdmin(ctx: CommandContext): Promise<boolean> {
  const session = requireSession(ctx);
  const company = await companyAccessOf(ctx, session.companyId);
  return accessSubjectOf(session, company, ctx.metadata).isCompanyAdmin;
}
