import schema from '../../../../schemas/commands/GetEntity.schema.json';
import { defineCommand } from '../CommandDefinition';
import { loadRecord } from './loadRecord';
import { recordItem } from './recordItem';
import { resolveEntity } from './resolveEntity';

/** GetEntity (ENTITY, ID) → ITEM and VERSION (sent back with SaveEntity); needs VIEW. */
export const getEntity = defineCommand<{ ENTITY: string; ID: number }>({
  name: 'GetEntity',
  params: schema,
  async handler(ctx, params) {
    const { entity, session } = await resolveEntity(ctx, params.ENTITY, 'VIEW');
    const row = await loadRecord(await ctx.transaction(), session.companyId, entity, params.ID);
    return { ITEM: recordItem(row), VERSION: row.version };
  },
});
