import schema from '../../../../schemas/commands/ListEntities.schema.json';
import { defineCommand } from '../CommandDefinition';
import { EXTERNAL_LOOKUPS } from './externalLookups';
import { listRecords } from './listRecords';
import { lookupLabels } from './lookupLabels';
import { resolveEntity } from '../../entities/resolveEntity';

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
 * TOTAL_CAPPED, LABELS (the names of the records lookup fields point at: lookupLabels); needs VIEW. TOTAL is exact up to 1,000 (TOTAL_CAP), and beyond for a search without
 * filters (answered by the in-memory list index); otherwise past it TOTAL is 1,000 and TOTAL_CAPPED true: the list shows "mais de 1.000" and its pager keeps offering a next page while
 * pages come back full.
 */
export const listEntities = defineCommand<Params>({
  name: 'ListEntities',
  params: schema,
  async handler(ctx, params) {
    const external = EXTERNAL_LOOKUPS[params.ENTITY];
    if (external) {
      // Lookup targets stored elsewhere (company users, libraries): see externalLookups.
      const { items, total } = await external(ctx, {
        search: params.SEARCH,
        page: params.PAGE,
        pageSize: params.PAGE_SIZE,
      });
      return { ITEMS: items, TOTAL: total, TOTAL_CAPPED: false, LABELS: {} };
    }
    const { entity, session, subject } = await resolveEntity(ctx, params.ENTITY, 'VIEW');
    // One connection for the list's statements, with no BEGIN/COMMIT: under load each statement outside
    // it would wait for a pool connection of its own. Released before the labels (PGlite has one).
    const { items, total, totalCapped } = await ctx.db.connection().execute((db) =>
      listRecords(db, ctx.t, session.companyId, entity, {
        search: params.SEARCH,
        filter: params.FILTER,
        sort: params.SORT,
        page: params.PAGE,
        pageSize: params.PAGE_SIZE,
        forFilling: params.FOR_FILLING,
        index: { db: ctx.db, maxEntries: ctx.config.listIndexMaxEntries },
      }),
    );
    return {
      ITEMS: items,
      TOTAL: total,
      TOTAL_CAPPED: totalCapped,
      LABELS: await lookupLabels(ctx, entity, subject, items),
    };
  },
});
