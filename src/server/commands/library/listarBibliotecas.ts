import schema from '../../../../schemas/commands/ListarBibliotecas.schema.json';
import { defineCommand } from '../CommandDefinition';
import { libraryStorage } from './libraryStorage';
import { libraryViewer } from '../../library/libraryViewer';
import { visibleLibraries } from '../../library/visibleLibraries';

/**
 * ListarBibliotecas () → BIBLIOTECAS [{id, name, parentId, restricted, fileCount, size}] (the libraries
 * the caller may see, by name; parentId links a sub-library to its parent) and ARMAZENAMENTO
 * {usedBytes, limitBytes (null: unlimited)}, the company's library storage; LIBRARY VIEW.
 */
export const listarBibliotecas = defineCommand<Record<string, never>>({
  name: 'ListarBibliotecas',
  params: schema,
  async handler(ctx) {
    const { viewer, trx, limitMb } = await libraryViewer(ctx);
    const { visible } = await visibleLibraries(trx, viewer);
    const counts = await trx
      .selectFrom('library_files')
      .select((eb) => ['library_id', eb.fn.countAll<string>().as('n'), eb.fn.sum<string>('size').as('bytes')])
      .where('company_id', '=', viewer.companyId)
      .groupBy('library_id')
      .execute();
    const byLibrary = new Map(counts.map((c) => [Number(c.library_id), c]));
    return {
      BIBLIOTECAS: [...visible.values()].map((l) => ({
        id: l.id,
        name: l.name,
        parentId: l.parentId,
        restricted: l.restricted,
        fileCount: Number(byLibrary.get(l.id)?.n ?? 0),
        size: Number(byLibrary.get(l.id)?.bytes ?? 0),
      })),
      ARMAZENAMENTO: await libraryStorage(trx, viewer.companyId, limitMb),
    };
  },
});
