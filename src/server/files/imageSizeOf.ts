/** An image's size in pixels. */
export interface ImageSize {
  width: number;
  height: number;
}

const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u32be = (b: Uint8Array, at: number) => ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + u16be(b, at + 2);

/** JPEG: the first start-of-frame marker (C0..CF but C4, C8, CC) holds height then width. */
function jpegSize(b: Uint8Array): ImageSize | null {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    // Fill bytes and markers without a length (RSTn, TEM).
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: u16be(b, at + 5), width: u16be(b, at + 7) };
    at += 2 + u16be(b, at + 2);
  }
  return null;
}

/**
 * The pixel size of a png, jpeg or gif from its header (no decoding), or null for other bytes: what an
 * export needs to fit a photo in a box keeping its proportions.
 *
 * @example imageSizeOf(TINY_PNG) // { width: 1, height: 1 }
 */
export function imageSizeOf(bytes: Uint8Array): ImageSize | null {
  if (bytes.length > 24 && bytes[0] === 0x89 && bytes[1] === 0x50)
    return { width: u32be(bytes, 16), height: u32be(bytes, 20) };
  if (bytes.length > 10 && bytes[0] === 0x47 && bytes[1] === 0x49 && bytes[2] === 0x46)
    return { width: bytes[6]! | (bytes[7]! << 8), height: bytes[8]! | (bytes[9]! << 8) };
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes);
  return null;
}
