import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this an answer goes as it is: compressing saves less than it costs. */
const MIN_BYTES = 1024;

/** Whether the request's Accept-Encoding takes `coding` (listed, and not with q=0). */
function accepts(acceptEncoding: string, coding: string): boolean {
  return acceptEncoding
    .split(',')
    .map((part) => part.trim().toLowerCase().split(';'))
    .some(([name, ...params]) => name === coding && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)));
}

/**
 * A JSON answer compressed for the client when it takes brotli (fast quality 4) or gzip and is at least
 * 1 KiB (a task list page is ~15 KB of JSON, ~2 KB compressed: issue 13, slow mobile networks); the
 * encoding to declare, if any. Compressed on libuv's thread pool, not the event loop: under 200 sessions the
 * synchronous brotli took ~6% of the server's thread, time every other request waited behind.
 *
 * @example await compressAnswer(json, request.headers['accept-encoding']) // { body: <Buffer>, encoding: 'br' }
 */
export async function compressAnswer(
  json: string,
  acceptEncoding: string | undefined,
): Promise<{ body: string | Buffer; encoding?: 'br' | 'gzip' }> {
  if (!acceptEncoding || Buffer.byteLength(json) < MIN_BYTES) return { body: json };
  if (accepts(acceptEncoding, 'br'))
    return {
      body: await brotli(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
      encoding: 'br',
    };
  if (accepts(acceptEncoding, 'gzip')) return { body: await gzipAsync(json), encoding: 'gzip' };
  return { body: json };
}
