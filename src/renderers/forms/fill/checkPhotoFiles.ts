import { MAX_IMAGE_BYTES } from '../../../runtime/validators/checkImageFile';

/** Why a photo pick is refused: not an image, a file over 5 MB, the set over 5 MB, or too many files. */
export type PhotoRefusal = 'notImage' | 'fileTooLarge' | 'setTooLarge' | 'tooMany';

/**
 * Checks photos picked for a photo field before uploading (spec 001 sections 5 and 9: 5 MB per file and
 * in total; the server checks again on upload and save).
 *
 * @example checkPhotoFiles([{ type: 'image/png', size: 6e6 }], 0, 0) // 'fileTooLarge'
 */
export function checkPhotoFiles(
  picked: ReadonlyArray<{ type: string; size: number }>,
  storedBytes: number,
  storedCount: number,
  maxFiles?: number,
): PhotoRefusal | null {
  if (picked.some((file) => !file.type.startsWith('image/'))) return 'notImage';
  if (picked.some((file) => file.size > MAX_IMAGE_BYTES)) return 'fileTooLarge';
  if (maxFiles !== undefined && storedCount + picked.length > maxFiles) return 'tooMany';
  const total = picked.reduce((sum, file) => sum + file.size, storedBytes);
  return total > MAX_IMAGE_BYTES ? 'setTooLarge' : null;
}
