/** Largest profile photo accepted, in bytes (5 MB). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * Whether a chosen file may be sent as an image: an image type ('Imagem inválida!' otherwise) of at most
 * 5 MB. Answers the error code to show, or null.
 *
 * @example checkImageFile({ type: 'application/pdf', size: 10 }) // 'INVALID_IMAGE'
 */
export function checkImageFile(file: {
  type: string;
  size: number;
}): 'INVALID_IMAGE' | 'FILE_TOO_LARGE' | null {
  if (!file.type.startsWith('image/')) return 'INVALID_IMAGE';
  if (file.size > MAX_IMAGE_BYTES) return 'FILE_TOO_LARGE';
  return null;
}
