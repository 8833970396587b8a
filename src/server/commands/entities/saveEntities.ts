import schema from '../../../../schemas/commands/SaveEntities.schema.json';
import { resolveEntity } from '../../entities/resolveEntity';
import { saveRows } from '../../entities/saveRows';
import { defineCommand } from '../CommandDefinition';

/**
 * SaveEntities (ENTITY, ROWS) → IDS, COUNT; needs EDIT. Creates every row or none: all rows are checked
 * first (ENTITY_ROWS_INVALID listing 'linha x, campo y: motivo', and ROW_ERRORS [{row, field, path,
 * message}], row 1 being the first row sent), then written in a constant number of statements.
 */
export const saveEntities = defineCommand<{ ENTITY: string; ROWS: unknown[] }>({
  name: 'SaveEntities',
  params: schema,
  async handler(ctx, params) {
    const { entity, session } = await resolveEntity(ctx, params.ENTITY, 'EDIT');
    return saveRows(ctx, session.companyId, session.userId, entity, params.ROWS);
  },
});
