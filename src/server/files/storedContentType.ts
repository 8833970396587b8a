import { imageTypeOf } from './imageTypeOf';

/**
 * The content type a stored file is answered with, from its bytes: png, jpeg, gif, webp or pdf; anything
 * else is `application/octet-stream`, so an uploaded page or script is never rendered on our origin.
 *
 * @example storedContentType(Buffer.from('%PDF-1.7 ...')) // 'application/pdf'
 */
export function storedContentType(bytes: Uint8Array): string {
  const image = imageTypeOf(bytes);
  if (image) return image;
  if (String.fromCharCode(...bytes.subarray(0, 5)) === '%PDF-') return 'application/pdf';
  return 'application/octet-stream';
}
