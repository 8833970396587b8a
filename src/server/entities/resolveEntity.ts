import type { AccessSubject } from '../access/AccessSubject';
import { accessSubjectOf } from '../access/accessSubjectOf';
import { checkCommandAccess } from '../access/checkCommandAccess';
import type { SessionInfo } from '../auth/SessionInfo';
import { ensureEntityIndexes } from './ensureEntityIndexes';
import { entitiesOf } from './entitiesOf';
import type { EntityRuntime } from './EntityRuntime';
import type { CommandContext } from '../commands/CommandContext';
import { CommandFailure } from '../commands/CommandFailure';
import { requireSession } from '../commands/requireSession';

/**
 * The entity a generic command (declared `functionalityFrom: "ENTITY"` in metadata/commands.json) works
 * on, after the one gate (checkCommandAccess) allowed the caller at the entity's functionality: VIEW for
 * reads, EDIT for writes. Unknown entity: UNKNOWN_ENTITY.
 *
 * @example const { entity, session } = await resolveEntity(ctx, params.ENTITY, 'EDIT');
 */
export async function resolveEntity(
  ctx: CommandContext,
  name: string,
  level: 'VIEW' | 'EDIT',
): Promise<{ entity: EntityRuntime; session: SessionInfo; subject: AccessSubject }> {
  const session = requireSession(ctx);
  const entity = entitiesOf(ctx.metadata).get(name);
  if (!entity) throw new CommandFailure('UNKNOWN_ENTITY', { entity: name });
  const functionality = entity.meta.commandFunctionality ?? entity.meta.functionality;
  const subject = accessSubjectOf(session, await ctx.access.company(ctx.db, session.companyId), ctx.metadata);
  const refusal = checkCommandAccess({ access: 'user', functionality, level }, session, subject);
  if (refusal) throw new CommandFailure(refusal);
  await ensureEntityIndexes(ctx.db, ctx.metadata);
  return { entity, session, subject };
}
