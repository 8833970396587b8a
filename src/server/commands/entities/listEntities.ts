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

/**
 * ListEntities (ENTITY, SEARCH, FILTER, SORT, PAGE, PAGE_SIZE ≤ 200, FOR_FILLING) → ITEMS, TOTAL,
 * TOTAL_CAPPED; needs VIEW. TOTAL is exact up to 1,000 (TOTAL_CAP); past it TOTAL is 1,000 and
 * TOTAL_CAPPED true: the list shows "mais de 1.000" and its pager keeps offering a next page while
 * pages come back full.
 */
export const listEntities = defineCommand<Params>({
  name: 'ListEntities',
  params: schema,
  async handler(ctx, params) {
    const { entity, session } = await resolveEntity(ctx, params.ENTITY, 'VIEW');
    const { items, total, totalCapped } = await listRecords(
      await ctx.transaction(),
      ctx.t,
      session.companyId,
      entity,
      {
        search: params.SEARCH,
        filter: params.FILTER,
        sort: params.SORT,
        page: params.PAGE,
        pageSize: params.PAGE_SIZE,
        forFilling: params.FOR_FILLING,
      },
    );
    return { ITEMS: items, TOTAL: total, TOTAL_CAPPED: totalCapped };
  },
});
