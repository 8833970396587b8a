import type { TFunction } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryAdapter } from '../../../adapters/memory/createMemoryAdapter';
import { buildAppMetadata } from '../../../runtime/metadata/buildAppMetadata';
import { bundledMetadataFiles } from '../../../runtime/metadata/bundledMetadataFiles';
import { exportTable } from '../../components/spreadsheet/exportTable';
import { exportEntityList } from './exportEntityList';

vi.mock('../../components/spreadsheet/exportTable', () => ({ exportTable: vi.fn(async () => undefined) }));

const unit = buildAppMetadata(bundledMetadataFiles()).entities.unit!;
const t = ((key: string) => key) as unknown as TFunction;
const query = { search: 'Recife', filter: {}, sort: 'title', page: 3, pageSize: 50 };
const units = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: from + i,
    version: 1,
    title: `Unidade ${from + i}`,
    client: 7,
  }));

describe('exportEntityList', () => {
  it('reads every page past a capped count, from page 1 under the same search, lookups as names', async () => {
    const command = createMemoryAdapter({
      ListEntities: (p) =>
        p.PAGE === 1
          ? {
              ITEMS: units(1, 200),
              TOTAL: 1000,
              TOTAL_CAPPED: true,
              LABELS: { client: { 7: 'Ótica Âmbar' } },
            }
          : { ITEMS: units(201, 3), TOTAL: 1000, TOTAL_CAPPED: true },
    });
    await exportEntityList({
      command,
      entity: unit,
      query,
      columns: ['title', 'client'],
      labels: { title: 'Título', client: 'Cliente' },
      t,
      title: 'Unidades',
      format: 'csv',
    });
    expect(command.calls.map((c) => [c.params.PAGE, c.params.PAGE_SIZE, c.params.SEARCH])).toEqual([
      [1, 200, 'Recife'],
      [2, 200, 'Recife'],
    ]);
    const [table, name, format] = vi.mocked(exportTable).mock.calls.at(-1)!;
    expect([name, format]).toEqual(['Unidades', 'csv']);
    expect(table.headers).toEqual(['Título', 'Cliente']);
    expect(table.rows).toHaveLength(203);
    expect(table.rows[202]).toEqual(['Unidade 203', 'Ótica Âmbar']);
  });

  it('saves nothing when a page cannot be read', async () => {
    vi.mocked(exportTable).mockClear();
    const command = createMemoryAdapter({
      ListEntities: () => {
        throw new Error('down');
      },
    });
    await exportEntityList({
      command,
      entity: unit,
      query,
      columns: ['title'],
      labels: {},
      t,
      title: 'U',
      format: 'xlsx',
    });
    expect(exportTable).not.toHaveBeenCalled();
  });
});
