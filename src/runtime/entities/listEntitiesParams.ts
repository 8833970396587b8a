import type { CommandParams } from '../protocol/CommandFn';

/** What the list shows: search text, filters, sort and page. */
export interface EntityListQuery {
  search: string;
  filter: Record<string, unknown>;
  /** `name` or `-name`. */
  sort: string;
  /** 1-based. */
  page: number;
  pageSize: number;
}

/**
 * ListEntities parameters for a list query: blank search and empty filters are left out.
 *
 * @example listEntitiesParams('client', { search: 'ana', filter: {}, sort: '-name', page: 2, pageSize: 50 })
 *   // { ENTITY: 'client', SEARCH: 'ana', SORT: '-name', PAGE: 2, PAGE_SIZE: 50 }
 */
export function listEntitiesParams(entity: string, query: EntityListQuery): CommandParams {
  return {
    ENTITY: entity,
    ...(query.search.trim() ? { SEARCH: query.search.trim() } : {}),
    ...(Object.keys(query.filter).length ? { FILTER: query.filter } : {}),
    SORT: query.sort,
    PAGE: query.page,
    PAGE_SIZE: query.pageSize,
  };
}
