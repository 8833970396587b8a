import schema from '../../../../schemas/commands/EnviarArquivoBiblioteca.schema.json';
import { sanitizeFileName } from '../../../runtime/files/sanitizeFileName';
import { limitState } from '../../../runtime/plans/limitState';
import { requireUpload } from '../../files/requireUpload';
import { storedContentType } from '../../files/storedContentType';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { libraryStorage } from './libraryStorage';
import { libraryViewer } from '../../library/libraryViewer';
import { requireVisibleLibrary } from './requireVisibleLibrary';

/**
 * EnviarArquivoBiblioteca (LIBRARY_ID, multipart file CMD.FILE) → ARQUIVO {id, name, size, contentType};
 * LIBRARY EDIT. The name is reduced to letters, digits and underscores keeping the extension
 * (sanitizeFileName); one file is at most CAMPO_MAX_FILE_MB (FILE_TOO_LARGE) and the company's files
 * together at most the plan's `libraryMb` (LIBRARY_STORAGE_FULL, 'Limite de armazenamento atingido',
 * with LIMIT_KEY). The content type comes from the bytes (images and PDF; others are octet-stream).
 */
export const enviarArquivoBiblioteca = defineCommand<{ LIBRARY_ID: number }>({
  name: 'EnviarArquivoBiblioteca',
  params: schema,
  async handler(ctx, params) {
    const file = requireUpload(ctx, 'FILE');
    const { viewer, trx, limitMb } = await libraryViewer(ctx);
    const companyId = viewer.companyId;
    const { library } = await requireVisibleLibrary(trx, viewer, params.LIBRARY_ID);
    // Serialises uploads in one company, so two cannot both pass the storage limit.
    await trx.selectFrom('companies').select('id').where('id', '=', companyId).forUpdate().execute();
    const storage = await libraryStorage(trx, companyId, limitMb);
    if (storage.limitBytes !== null && storage.usedBytes + file.data.length > storage.limitBytes) {
      const MB = 1024 * 1024;
      throw new CommandFailure(
        'LIBRARY_STORAGE_FULL',
        {},
        {
          answer: {
            LIMIT_KEY: 'libraryMb',
            LIMIT: limitState(storage.limitBytes / MB, Math.ceil(storage.usedBytes / MB)),
          },
        },
      );
    }
    const name = sanitizeFileName(file.filename || 'arquivo');
    const contentType = storedContentType(file.data);
    const created = await trx
      .insertInto('library_files')
      .values({
        company_id: companyId,
        library_id: library.id,
        name,
        content_type: contentType,
        size: file.data.length,
        data: file.data,
        created_by: viewer.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ctx.afterCommit(async () => ctx.access.forgetCompanies([companyId]));
    ctx.inform(ctx.t('server.fileUploaded', { name }));
    return { ARQUIVO: { id: Number(created.id), name, size: file.data.length, contentType } };
  },
});
