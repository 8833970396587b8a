import { crc32, deflateSync } from 'node:zlib';

/** A PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A small distinct RGB PNG for benches (no canvas, no image library): `width`×`height` pixels of a
 * pattern drawn from `seed` (diagonal bands and a square), so every seed gives other bytes and the
 * PDF embeds each photo on its own.
 *
 * @example const photo = benchPng(7); // 160×120, a few KB, starts with \x89PNG
 */
export function benchPng(seed: number, width = 160, height = 120): Buffer {
  const row = 1 + width * 3;
  const pixels = Buffer.alloc(row * height);
  const [r, g, b] = [(seed * 67) % 256, (seed * 131) % 256, (seed * 197) % 256];
  const square = { x: (seed * 13) % (width - 40), y: (seed * 7) % (height - 40) };
  for (let y = 0; y < height; y++) {
    pixels[y * row] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const inSquare = x >= square.x && x < square.x + 40 && y >= square.y && y < square.y + 40;
      const band = ((x + y + seed) >> 3) & 1;
      const at = y * row + 1 + x * 3;
      pixels[at] = inSquare ? 255 - r : band ? r : (x * 255) / width;
      pixels[at + 1] = inSquare ? 255 - g : band ? g : (y * 255) / height;
      pixels[at + 2] = inSquare ? 255 - b : band ? b : 128;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
