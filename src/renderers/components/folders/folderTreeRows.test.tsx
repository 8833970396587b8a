import { describe, expect, it } from 'vitest';
import { folderTreeRows } from './folderTreeRows';

const folder = (id: number, parentId: number | null, name: string) => ({ id, parentId, name });

describe('folderTreeRows', () => {
  it('lists folders in tree order, siblings by name as pt-BR sorts them, with their depth', () => {
    const rows = folderTreeRows([
      folder(3, 1, 'Vistorias'),
      folder(1, null, 'Operação'),
      folder(4, 1, 'Ávila'),
      folder(2, null, 'Comercial'),
      folder(5, 3, 'Galpões'),
    ]);
    expect(rows.map((r) => `${r.depth}:${r.folder.name}`)).toEqual([
      '0:Comercial',
      '0:Operação',
      '1:Ávila',
      '1:Vistorias',
      '2:Galpões',
    ]);
  });

  it('shows at the top a folder whose parent is not in the list, and never loops on a cycle', () => {
    const rows = folderTreeRows([folder(7, 99, 'Órfã'), folder(8, 9, 'A'), folder(9, 8, 'B')]);
    expect(rows.map((r) => `${r.depth}:${r.folder.name}`)).toEqual(['0:Órfã']);
  });
});
