import { randomUUID } from 'node:crypto';
import schema from '../../../../schemas/commands/EnviarArquivoDocumento.schema.json';
import { sanitizeFileName } from '../../../runtime/files/sanitizeFileName';
import { loadAudienceViewer } from '../../access/loadAudienceViewer';
import { checkImageUploads } from '../../files/checkImageUploads';
import { requireUpload } from '../../files/requireUpload';
import { storedContentType } from '../../files/storedContentType';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { fileSlotOf } from '../../files/fileSlotOf';
import { requireFillableForm } from '../../forms/requireFillableForm';

/**
 * EnviarArquivoDocumento (multipart CMD.FILE, MODELO_ID, CAMPO_ID, VERSAO?) → ARQUIVO {fileId, name,
 * mimeType, size}; TASK EDIT. CAMPO_ID names a file field of the form's version (current by default), or
 * a table column as `<tableId>.<columnId>` (UNKNOWN_FIELD otherwise, UNSUPPORTED_FILE_TYPE for a field that
 * holds no files). Photos, signatures and sketches take images only, by their bytes ('Imagem inválida!'),
 * 5 MB each; other files up to CAMPO_MAX_FILE_MB. The bytes go to the FileStorage under
 * `<company_id>/<uuid>`; the file belongs to no document until SalvarDocumento references it.
 */
export const enviarArquivoDocumento = defineCommand<{ MODELO_ID: number; CAMPO_ID: string; VERSAO?: number }>(
  {
    name: 'EnviarArquivoDocumento',
    params: schema,
    async handler(ctx, params) {
      const file = requireUpload(ctx, 'FILE');
      const { viewer, trx } = await loadAudienceViewer(ctx);
      const form = await requireFillableForm(trx, viewer, params.MODELO_ID, params.VERSAO);
      const slot = fileSlotOf(form.model, params.CAMPO_ID);
      if (!slot) {
        const known = form.model.groups.some((g) => g.fields.some((f) => f.id === params.CAMPO_ID));
        throw new CommandFailure(known ? 'UNSUPPORTED_FILE_TYPE' : 'UNKNOWN_FIELD');
      }
      const contentType = slot.imagesOnly ? checkImageUploads([file])[0]! : storedContentType(file.data);
      const id = randomUUID();
      const key = `${viewer.companyId}/${id}`;
      const name = sanitizeFileName(file.filename || 'arquivo');
      await ctx.storage.put(key, file.data);
      try {
        await trx
          .insertInto('document_files')
          .values({
            company_id: viewer.companyId,
            id,
            form_id: form.id,
            field_id: slot.id,
            storage_key: key,
            file_name: name,
            content_type: contentType,
            size: file.data.length,
            created_by: viewer.userId,
          })
          .execute();
      } catch (error) {
        await ctx.storage.delete(key).catch(() => undefined);
        throw error;
      }
      return { ARQUIVO: { fileId: id, name, mimeType: contentType, size: file.data.length } };
    },
  },
);
