import { MAX_IMAGE_BYTES } from '../../runtime/validators/checkImageFile';
import type { UploadedFile } from '../commands/CommandContext';
import { CommandFailure } from '../commands/CommandFailure';
import { imageTypeOf } from './imageTypeOf';

/**
 * The photo rule of spec 001 section 5 for the images of one request: each a png, jpeg, gif or webp by
 * its bytes ('Imagem inválida!'), at most 5 MB each and 5 MB together (FILE_TOO_LARGE). Answers each
 * image's type, in order.
 *
 * @example const [bannerType] = checkImageUploads([banner]);
 */
export function checkImageUploads(files: readonly UploadedFile[]): string[] {
  let total = 0;
  return files.map((file) => {
    total += file.data.length;
    if (file.data.length > MAX_IMAGE_BYTES || total > MAX_IMAGE_BYTES)
      throw new CommandFailure('FILE_TOO_LARGE');
    const type = imageTypeOf(file.data);
    if (!type) throw new CommandFailure('INVALID_IMAGE');
    return type;
  });
}
