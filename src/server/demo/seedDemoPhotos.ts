import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../db/Database';
import type { FileStorage } from '../storage/FileStorage';
import { DEMO_PHOTOS, type DemoPhoto } from './demoPhotos';

/**
 * Stores `photos` (DEMO_PHOTOS unless given) as one photo or signature field's files of a saved demo document: their bytes in the
 * FileStorage under `<company_id>/<uuid>` and their `document_files` rows, the same an upload and a
 * document save leave. Answers the field's value (the upload command's answers, in order).
 *
 * @example const fotos = await seedDemoPhotos(trx, storage, { companyId, documentId, formId, fieldId: 'fotos', userId });
 */
export async function seedDemoPhotos(
  trx: Transaction<Database>,
  storage: FileStorage,
  at: { companyId: number; documentId: number; formId: number; fieldId: string; userId: number },
  photos: readonly DemoPhoto[] = DEMO_PHOTOS,
): Promise<Array<{ fileId: string; name: string; mimeType: string; size: number }>> {
  const answer = [];
  for (const photo of photos) {
    const id = randomUUID();
    const bytes = Buffer.from(photo.base64, 'base64');
    const key = `${at.companyId}/${id}`;
    await storage.put(key, bytes);
    await trx
      .insertInto('document_files')
      .values({
        company_id: at.companyId,
        id,
        document_id: at.documentId,
        form_id: at.formId,
        field_id: at.fieldId,
        storage_key: key,
        file_name: photo.name,
        content_type: 'image/png',
        size: bytes.length,
        created_by: at.userId,
      })
      .execute();
    answer.push({ fileId: id, name: photo.name, mimeType: 'image/png', size: bytes.length });
  }
  return answer;
}
