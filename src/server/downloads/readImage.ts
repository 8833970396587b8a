import { imageTypeOf } from '../files/imageTypeOf';
import type { FileStorage } from '../storage/FileStorage';
import type { DownloadDocument } from './DownloadData';

/** An image's bytes and sniffed type (`png`, `jpeg`, `gif`, `webp`). */
export interface LoadedImage {
  bytes: Uint8Array;
  extension: 'png' | 'jpeg' | 'gif' | 'webp';
}

/**
 * The bytes of a document's image file from the FileStorage, typed by its bytes (never by the upload's
 * declared type); null when the document has no such file, the bytes are gone or they are no image.
 *
 * @example const image = await readImage(storage, document, 'b7c1...'); image?.extension // 'png'
 */
export async function readImage(
  storage: FileStorage,
  document: DownloadDocument,
  fileId: string,
): Promise<LoadedImage | null> {
  const file = document.files.get(fileId);
  if (!file) return null;
  const bytes = await storage.get(file.storageKey);
  const type = bytes && imageTypeOf(bytes);
  return type ? { bytes: bytes!, extension: type.slice('image/'.length) as LoadedImage['extension'] } : null;
}
