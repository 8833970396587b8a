import type { TFunction } from 'i18next';
import type { EntityMeta } from '../../../runtime/entities/EntityMeta';
import { formatEntityValue } from '../../../runtime/entities/formatEntityValue';
import { listEntitiesParams, type EntityListQuery } from '../../../runtime/entities/listEntitiesParams';
import type { CommandFn } from '../../../runtime/protocol/CommandFn';
import { exportTable } from '../../components/spreadsheet/exportTable';
import type { EntityListAnswer } from './EntityListAnswer';
import type { EntityListRow } from './EntityListRow';

/** The export reads the filtered list in pages of the largest size ListEntities allows. */
const EXPORT_PAGE = 200;

/**
 * Saves every record under the list's current search, filter and sort (not just the page) as CSV or
 * Excel, in the visible columns with their labels, lookups as names. Nothing is saved when a page
 * cannot be read (the adapter said why).
 *
 * @example await exportEntityList({ command, entity, query, columns: ['name'], labels: { name: 'Nome' }, t, title: 'Clientes', format: 'csv' });
 */
export async function exportEntityList(args: {
  command: CommandFn;
  entity: EntityMeta;
  query: EntityListQuery;
  columns: string[];
  labels: Record<string, string>;
  t: TFunction;
  title: string;
  format: 'csv' | 'xlsx';
}): Promise<void> {
  const { command, entity, query, columns, labels, t } = args;
  const fields = new Map(entity.fields.map((f) => [f.key, f]));
  const all: EntityListRow[] = [];
  const names: Record<string, Record<string, string>> = {};
  try {
    for (let page = 1; ; page++) {
      const answer = await command<EntityListAnswer>(
        'ListEntities',
        listEntitiesParams(entity.name, { ...query, page, pageSize: EXPORT_PAGE }),
        { silentOnSuccess: true },
      );
      for (const [key, found] of Object.entries(answer.LABELS ?? {}))
        Object.assign((names[key] ??= {}), found);
      all.push(...answer.ITEMS);
      // A capped TOTAL (past 1,000) is no end: read on until a page comes back short.
      if (answer.ITEMS.length < EXPORT_PAGE || (!answer.TOTAL_CAPPED && all.length >= answer.TOTAL)) break;
    }
  } catch {
    return;
  }
  await exportTable(
    {
      headers: columns.map((c) => labels[c] ?? c),
      // Lookup cells as the names the answers carried, not ids.
      rows: all.map((row) =>
        columns.map((c) => {
          const known = names[c];
          const value = row[c];
          if (!known || value === undefined || value === null)
            return formatEntityValue(fields.get(c)!, value, t);
          return [value]
            .flat()
            .map((id) => known[String(id)] ?? String(id))
            .join(', ');
        }),
      ),
    },
    args.title,
    args.format,
  );
}
