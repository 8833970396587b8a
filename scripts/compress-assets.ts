/**
 * Writes `<file>.br` and `<file>.gz` next to each compressible file of `dist/assets` (run by `npm run build`
 * after `vite build`), so the server answers pre-compressed bytes (`preCompressed` in
 * `src/server/plugins/staticPlugin.ts`) instead of compressing on every request or not at all.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.html', '.txt', '.map', '.wasm']);
// Below ~1 KiB the headers cost more than compression saves.
const MIN_BYTES = 1024;

const assetsDir = join(process.argv[2] ?? 'dist', 'assets');
let raw = 0;
let br = 0;
let gz = 0;
for (const name of readdirSync(assetsDir)) {
  const path = join(assetsDir, name);
  if (!COMPRESSIBLE.has(extname(name)) || !statSync(path).isFile()) continue;
  const bytes = readFileSync(path);
  if (bytes.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  const gzip = gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION });
  // A file that does not shrink is served as it is (the server falls back to it).
  if (brotli.length < bytes.length) writeFileSync(`${path}.br`, brotli);
  if (gzip.length < bytes.length) writeFileSync(`${path}.gz`, gzip);
  raw += bytes.length;
  br += Math.min(brotli.length, bytes.length);
  gz += Math.min(gzip.length, bytes.length);
}
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
console.log(`compress-assets: ${kib(raw)} -> brotli ${kib(br)}, gzip ${kib(gz)} (${assetsDir})`);
