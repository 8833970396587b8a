import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../db/Database';
import type { FileStorage } from '../storage/FileStorage';
import { DEMO_PHOTOS } from './demoPhotos';

/** A photo answer as documents keep it (the upload command's answer). */
export interface DemoPhotoAnswer {
  fileId: string;
  name: string;
  mimeType: string;
  size: number;
}

/**
 * The DEMO_PHOTOS as one photo field's answer of a demo document, and the writer of their bytes (in the
 * FileStorage under `<company_id>/<uuid>`) and `document_files` rows, used once the document exists:
 * the same rows an upload and a document save leave.
 *
 * @example const photos = demoPhotoAnswers(); ... await photos.store(trx, storage, { companyId, documentId, formId, fieldId: 'fotos', userId });
 */
export function demoPhotoAnswers(): {
  answer: DemoPhotoAnswer[];
  store(
    trx: Transaction<Database>,
    storage: FileStorage,
    at: { companyId: number; documentId: number; formId: number; fieldId: string; userId: number },
  ): Promise<void>;
} {
  const photos = DEMO_PHOTOS.map((photo) => ({
    ...photo,
    id: randomUUID(),
    bytes: Buffer.from(photo.base64, 'base64'),
  }));
  return {
    answer: photos.map((p) => ({ fileId: p.id, name: p.name, mimeType: 'image/png', size: p.bytes.length })),
    async store(trx, storage, at) {
      for (const photo of photos) {
        const key = `${at.companyId}/${photo.id}`;
        await storage.put(key, photo.bytes);
        await trx
          .insertInto('document_files')
          .values({
            company_id: at.companyId,
            id: photo.id,
            document_id: at.documentId,
            form_id: at.formId,
            field_id: at.fieldId,
            storage_key: key,
            file_name: photo.name,
            content_type: 'image/png',
            size: photo.bytes.length,
            created_by: at.userId,
          })
          .execute();
      }
    },
  };
}
