import schema from '../../../../schemas/commands/GetEntity.schema.json';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { EXTERNAL_LOOKUPS } from './externalLookups';
import { loadRecord } from '../../entities/loadRecord';
import { recordItem } from '../../entities/recordItem';
import { resolveEntity } from '../../entities/resolveEntity';

/**
 * GetEntity (ENTITY, ID) → ITEM and VERSION (sent back with SaveEntity); needs VIEW. External lookup
 * targets (`employee`, `library`: externalLookups) answer their name as their provider allows.
 */
export const getEntity = defineCommand<{ ENTITY: string; ID: number }>({
  name: 'GetEntity',
  params: schema,
  async handler(ctx, params) {
    const external = EXTERNAL_LOOKUPS[params.ENTITY];
    if (external) {
      const [item] = (await external(ctx, { ids: [params.ID] })).items;
      if (!item) throw new CommandFailure('ENTITY_NOT_FOUND');
      return { ITEM: item, VERSION: item.version };
    }
    const { entity, session } = await resolveEntity(ctx, params.ENTITY, 'VIEW');
    const row = await loadRecord(ctx.db, session.companyId, entity, params.ID);
    return { ITEM: recordItem(row), VERSION: row.version };
  },
});
