import schema from '../../../../schemas/commands/BaixarArquivoBiblioteca.schema.json';
import { BlobAnswer } from '../BlobAnswer';
import { defineCommand } from '../CommandDefinition';
import { libraryViewer } from '../../library/libraryViewer';
import { requireVisibleFile } from './requireVisibleFile';

/** BaixarArquivoBiblioteca (ID) → the file's bytes as a blob of its stored type; LIBRARY VIEW. */
export const baixarArquivoBiblioteca = defineCommand<{ ID: number }>({
  name: 'BaixarArquivoBiblioteca',
  params: schema,
  async handler(ctx, params) {
    const { viewer, trx } = await libraryViewer(ctx);
    const file = await requireVisibleFile(trx, viewer, params.ID);
    const row = await trx
      .selectFrom('library_files')
      .select('data')
      .where('company_id', '=', viewer.companyId)
      .where('id', '=', file.id)
      .executeTakeFirstOrThrow();
    return new BlobAnswer(row.data, file.content_type);
  },
});
