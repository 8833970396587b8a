import schema from '../../../../schemas/commands/ListEntities.schema.json';
import { defineCommand } from '../CommandDefinition';
import { listRecords } from './listRecords';
import { resolveEntity } from './resolveEntity';

interface Params {
  ENTITY: string;
  SEARCH?: string;
  FILTER?: Record<string, unknown>;
  SORT?: string;
  PAGE?: number;
  PAGE_SIZE?: number;
  FOR_FILLING?: boolean;
}

/** ListEntities (ENTITY, SEARCH, FILTER, SORT, PAGE, PAGE_SIZE ≤ 200, FOR_FILLING) → ITEMS, TOTAL; needs VIEW. */
export const listEntities = defineCommand<Params>({
  name: 'ListEntities',
  params: schema,
  async handler(ctx, params) {
    const { entity, session } = await resolveEntity(ctx, params.ENTITY, 'VIEW');
    const { items, total } = await listRecords(await ctx.transaction(), ctx.t, session.companyId, entity, {
      search: params.SEARCH,
      filter: params.FILTER,
      sort: params.SORT,
      page: params.PAGE,
      pageSize: params.PAGE_SIZE,
      forFilling: params.FOR_FILLING,
    });
    return { ITEMS: items, TOTAL: total };
  },
});
