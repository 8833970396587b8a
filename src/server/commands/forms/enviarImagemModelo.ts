import { randomUUID } from 'node:crypto';
import schema from '../../../../schemas/commands/EnviarImagemModelo.schema.json';
import { sanitizeFileName } from '../../../runtime/files/sanitizeFileName';
import { checkImageUploads } from '../../files/checkImageUploads';
import { requireUpload } from '../../files/requireUpload';
import { defineCommand } from '../CommandDefinition';
import { requireSession } from '../requireSession';

/**
 * EnviarImagemModelo (multipart CMD.FILE) → ARQUIVO {fileId, name, mimeType, size}; MODEL EDIT. A picture
 * for a form model (auxiliary image, photo reference images, sketch background): images only, by their
 * bytes ('Imagem inválida!'), 5 MB. Stored under `<company_id>/<uuid>`; models point at it by fileId and
 * BaixarImagemModelo serves it.
 */
export const enviarImagemModelo = defineCommand<Record<string, never>>({
  name: 'EnviarImagemModelo',
  params: schema,
  async handler(ctx) {
    const file = requireUpload(ctx, 'FILE');
    const session = requireSession(ctx);
    const contentType = checkImageUploads([file])[0]!;
    const trx = await ctx.transaction();
    const id = randomUUID();
    const key = `${session.companyId}/${id}`;
    const name = sanitizeFileName(file.filename || 'imagem');
    await ctx.storage.put(key, file.data);
    try {
      await trx
        .insertInto('form_images')
        .values({
          company_id: session.companyId,
          id,
          storage_key: key,
          file_name: name,
          content_type: contentType,
          size: file.data.length,
          created_by: session.userId,
        })
        .execute();
    } catch (error) {
      await ctx.storage.delete(key).catch(() => undefined);
      throw error;
    }
    return { ARQUIVO: { fileId: id, name, mimeType: contentType, size: file.data.length } };
  },
});
