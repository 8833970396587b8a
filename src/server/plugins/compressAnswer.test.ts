import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressAnswer } from './compressAnswer';

const big = JSON.stringify({
  ROOT: { RESULT: '1', TASKS: Array.from({ length: 100 }, (_, id) => ({ id, title: `Tarefa ${id}` })) },
});

describe('compressAnswer', () => {
  it('sends brotli when the client takes it, else gzip, and the same JSON comes out', async () => {
    const br = await compressAnswer(big, 'gzip, deflate, br, zstd');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body as Buffer).toString()).toBe(big);
    expect((br.body as Buffer).length).toBeLessThan(big.length / 4);
    const gzip = await compressAnswer(big, 'gzip, deflate');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body as Buffer).toString()).toBe(big);
  });

  it('leaves small answers, clients without an encoding and refused codings (q=0) alone', async () => {
    expect(await compressAnswer('{"ROOT":{"RESULT":"1"}}', 'br')).toEqual({
      body: '{"ROOT":{"RESULT":"1"}}',
    });
    expect(await compressAnswer(big, undefined)).toEqual({ body: big });
    expect(await compressAnswer(big, 'identity')).toEqual({ body: big });
    expect((await compressAnswer(big, 'br;q=0, gzip')).encoding).toBe('gzip');
  });
});
