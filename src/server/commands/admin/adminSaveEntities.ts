import schema from '../../../../schemas/commands/AdminSaveEntities.schema.json';
import { ensureEntityIndexes } from '../../entities/ensureEntityIndexes';
import { entitiesOf } from '../../entities/entitiesOf';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { saveRows } from '../../entities/saveRows';
import { requireSession } from '../requireSession';

/**
 * AdminSaveEntities (COMPANY_ID, ENTITY, ROWS) → IDS, COUNT; platform admins only. The admin's bulk
 * pages (/admin/company/{id}/<entity>/create_multiple): the same checks and all-or-nothing save as
 * SaveEntities, in the chosen company (its own lookups and unique values), recorded as the admin's.
 */
export const adminSaveEntities = defineCommand<{ COMPANY_ID: number; ENTITY: string; ROWS: unknown[] }>({
  name: 'AdminSaveEntities',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    const entity = entitiesOf(ctx.metadata).get(params.ENTITY);
    if (!entity) throw new CommandFailure('UNKNOWN_ENTITY', { entity: params.ENTITY });
    // Before the transaction: on PGlite it holds the one connection the index builder needs.
    await ensureEntityIndexes(ctx.db, ctx.metadata);
    const trx = await ctx.transaction();
    const company = await trx
      .selectFrom('companies')
      .select('id')
      .where('id', '=', params.COMPANY_ID)
      .executeTakeFirst();
    if (!company) throw new CommandFailure('ENTITY_NOT_FOUND');
    return saveRows(ctx, params.COMPANY_ID, session.userId, entity, params.ROWS);
  },
});
