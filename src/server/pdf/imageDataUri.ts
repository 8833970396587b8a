import { imageTypeOf } from '../files/imageTypeOf';

/**
 * Image bytes as a `data:` URI Chromium draws without any request (png, jpeg, gif, webp, typed by their
 * bytes); null when they are no image.
 *
 * @example imageDataUri(png) // 'data:image/png;base64,iVBOR…'
 */
export function imageDataUri(bytes: Uint8Array | null): string | null {
  const type = bytes && imageTypeOf(bytes);
  return type ? `data:${type};base64,${Buffer.from(bytes!).toString('base64')}` : null;
}
