import { sql } from 'kysely';
import schema from '../../../../schemas/commands/SaveListColumns.schema.json';
import { TASK_LIST_COLUMNS } from '../../../runtime/tasks/taskListColumns';
import { accessSubjectOf } from '../../access/accessSubjectOf';
import { checkCommandAccess } from '../../access/checkCommandAccess';
import type { SessionInfo } from '../../auth/SessionInfo';
import type { CommandContext } from '../CommandContext';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { resolveEntity } from '../../entities/resolveEntity';
import { requireSession } from '../requireSession';

interface Params {
  ENTITY: string;
  COLUMNS: { order: string[]; hidden: string[]; savedAt?: number };
}

/** Lists that are not entities but keep columns the same way, each at its functionality's VIEW. */
const OTHER_LISTS = [TASK_LIST_COLUMNS];

/** The list's name and known columns, after the caller was allowed to view it. */
async function resolveList(
  ctx: CommandContext,
  name: string,
): Promise<{ name: string; columns: Set<string>; session: SessionInfo }> {
  const other = OTHER_LISTS.find((list) => list.name === name);
  if (!other) {
    const { entity, session } = await resolveEntity(ctx, name, 'VIEW');
    return {
      name: entity.meta.name,
      columns: new Set(entity.meta.list.columns.map((c) => c.field)),
      session,
    };
  }
  const session = requireSession(ctx);
  const subject = accessSubjectOf(session, await ctx.access.company(ctx.db, session.companyId), ctx.metadata);
  const refusal = checkCommandAccess(
    { access: 'user', functionality: other.functionality, level: 'VIEW' },
    session,
    subject,
  );
  if (refusal) throw new CommandFailure(refusal);
  return { name: other.name, columns: new Set(other.list.columns.map((c) => c.field)), session };
}

/**
 * SaveListColumns (ENTITY, COLUMNS {order, hidden}): the caller's columns of an entity list, or of the
 * task list (ENTITY `tasks`), kept in the user's customization (`listColumns.<name>`) and read back with
 * USUARIO_LOGADO, so the choice follows the user to any browser. Needs VIEW of the entity (the task
 * list: TASK VIEW); unknown columns are dropped.
 */
export const saveListColumns = defineCommand<Params>({
  name: 'SaveListColumns',
  params: schema,
  async handler(ctx, params) {
    const list = await resolveList(ctx, params.ENTITY);
    const { session } = list;
    const columns = {
      order: params.COLUMNS.order.filter((f) => list.columns.has(f)),
      hidden: params.COLUMNS.hidden.filter((f) => list.columns.has(f)),
      savedAt: params.COLUMNS.savedAt ?? Date.now(),
    };
    await sql`update users set customization = jsonb_set(
        case when jsonb_typeof(customization->'listColumns') = 'object' then customization
             else customization || '{"listColumns": {}}'::jsonb end,
        array['listColumns', ${list.name}]::text[], ${JSON.stringify(columns)}::jsonb)
      where company_id = ${session.companyId} and id = ${session.userId}`.execute(await ctx.transaction());
    ctx.profiles.forget(session.companyId, session.userId);
    ctx.afterCommit(async () => ctx.profiles.forget(session.companyId, session.userId));
  },
});
