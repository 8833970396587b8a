import { randomUUID } from 'node:crypto';
import { sanitizeFileName } from '../../runtime/files/sanitizeFileName';
import type { CommandContext, UploadedFile } from '../commands/CommandContext';
import { requireSession } from '../commands/requireSession';
import { checkImageUploads } from './checkImageUploads';

/** A stored picture as the upload commands answer it. */
export interface StoredImage {
  fileId: string;
  name: string;
  mimeType: string;
  size: number;
}

/**
 * Keeps an uploaded picture: an image by its bytes ('Imagem inválida!'), 5 MB; the bytes in the
 * FileStorage under `<company_id>/<uuid>` and its row in `table` (form_images for model pictures, images
 * for record images and the logo), in the command's transaction (the bytes go if the row cannot be written).
 *
 * @example const image = await storeImage(ctx, 'images', requireUpload(ctx, 'FILE'));
 */
export async function storeImage(
  ctx: CommandContext,
  table: 'form_images' | 'images',
  file: UploadedFile,
): Promise<StoredImage> {
  const session = requireSession(ctx);
  const contentType = checkImageUploads([file])[0]!;
  const trx = await ctx.transaction();
  const id = randomUUID();
  const key = `${session.companyId}/${id}`;
  const name = sanitizeFileName(file.filename || 'imagem');
  await ctx.storage.put(key, file.data);
  try {
    await trx
      .insertInto(table)
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
  return { fileId: id, name, mimeType: contentType, size: file.data.length };
}
