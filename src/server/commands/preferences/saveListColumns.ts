import { sql } from 'kysely';
import schema from '../../../../schemas/commands/SaveListColumns.schema.json';
import { defineCommand } from '../CommandDefinition';
import { resolveEntity } from '../entities/resolveEntity';

interface Params {
  ENTITY: string;
  COLUMNS: { order: string[]; hidden: string[]; savedAt?: number };
}

/**
 * SaveListColumns (ENTITY, COLUMNS {order, hidden}): the caller's columns of an entity list, kept in
 * the user's customization (`listColumns.<entity>`) and read back with USUARIO_LOGADO, so the choice
 * follows the user to any browser. Needs VIEW of the entity; unknown columns are dropped.
 */
export const saveListColumns = defineCommand<Params>({
  name: 'SaveListColumns',
  params: schema,
  async handler(ctx, params) {
    const { entity, session } = await resolveEntity(ctx, params.ENTITY, 'VIEW');
    const known = new Set(entity.meta.list.columns.map((c) => c.field));
    const columns = {
      order: params.COLUMNS.order.filter((f) => known.has(f)),
      hidden: params.COLUMNS.hidden.filter((f) => known.has(f)),
      savedAt: params.COLUMNS.savedAt ?? Date.now(),
    };
    await sql`update users set customization = jsonb_set(
        case when jsonb_typeof(customization->'listColumns') = 'object' then customization
             else customization || '{"listColumns": {}}'::jsonb end,
        array['listColumns', ${entity.meta.name}]::text[], ${JSON.stringify(columns)}::jsonb)
      where company_id = ${session.companyId} and id = ${session.userId}`.execute(await ctx.transaction());
    ctx.profiles.forget(session.companyId, session.userId);
    ctx.afterCommit(async () => ctx.profiles.forget(session.companyId, session.userId));
  },
});
