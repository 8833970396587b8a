import type { AccessSubject } from '../../access/AccessSubject';
import { normalizeSearch } from '../../entities/normalizeSearch';
import type { CommandContext } from '../CommandContext';
import { readAudienceViewer } from '../../access/readAudienceViewer';
import { visibleLibraries } from '../../library/visibleLibraries';
import { requireSession } from '../requireSession';
import { employeeOptions } from './employeeLookup';

/** A record of an external lookup as the lookup widget and list cells show it. */
export interface ExternalOption {
  id: number;
  version: number;
  name: string;
}

export interface ExternalQuery {
  search?: string;
  page?: number;
  pageSize?: number;
  /** These records (labels, GetEntity) instead of a search. */
  ids?: number[];
}

/** `subject`: the caller's when already known (LABELS). Providers read through ctx.db, in no transaction. */
type Provider = (
  ctx: CommandContext,
  query: ExternalQuery,
  subject?: AccessSubject,
) => Promise<{ items: ExternalOption[]; total: number }>;

function paged<T>(items: T[], query: ExternalQuery): { items: T[]; total: number } {
  const pageSize = Math.min(query.pageSize ?? 50, 200);
  const offset = ((query.page ?? 1) - 1) * pageSize;
  return { items: items.slice(offset, offset + pageSize), total: items.length };
}

/**
 * Lookup targets stored outside entity_records (metadata `"entity": "employee"` or `"library"`), read
 * through ListEntities, GetEntity and the LABELS of a list like any entity:
 * - employee: the company's users by name (any user of the company: names only);
 * - library: the libraries the caller may see (restricted ones only for those they list), named with
 *   their parents ("Manuais / Bombas").
 */
export const EXTERNAL_LOOKUPS: Record<string, Provider> = {
  async employee(ctx, query) {
    const session = requireSession(ctx);
    return employeeOptions(ctx.db, session.companyId, query);
  },
  async library(ctx, query) {
    const { viewer } = await readAudienceViewer(ctx);
    const { visible } = await visibleLibraries(ctx.db, viewer);
    const pathOf = (id: number, depth = 0): string => {
      const library = visible.get(id)!;
      const parent = library.parentId === null ? undefined : visible.get(library.parentId);
      return parent && depth < 20 ? `${pathOf(parent.id, depth + 1)} / ${library.name}` : library.name;
    };
    const all = [...visible.values()].map((l) => ({ id: l.id, version: 1, name: pathOf(l.id) }));
    if (query.ids) return { items: all.filter((l) => query.ids!.includes(l.id)), total: query.ids.length };
    const term = normalizeSearch(query.search ?? '');
    const found = all
      .filter((l) => !term || normalizeSearch(l.name).includes(term))
      .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
    return paged(found, query);
  },
};
