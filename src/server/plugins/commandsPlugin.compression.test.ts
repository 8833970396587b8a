import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../runtime/protocol/envelope';
import { startTestApp, testBackends, type TestApp } from '../testing/testApp';

describe.each(testBackends())('command answers compressed on $name (issue 13)', (backend) => {
  let t: TestApp;
  beforeAll(async () => void (t = await startTestApp(backend)));
  afterAll(async () => t?.close());

  it('a big answer goes brotli-compressed to a browser that takes it, uncached, the same envelope', async () => {
    const token = await t.login('dono@demo.campo');
    const send = (acceptEncoding?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/command',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        },
        payload: `COMMAND=ConsultarUsuarioLogado&AUTH_TOKEN=${encodeURIComponent(token)}&CMD.INTERFACE=FLOW`,
      });
    const plain = await send();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json<Envelope>().ROOT.RESULT).toBe('1');
    expect(plain.body.length).toBeGreaterThan(1024);

    const compressed = await send('gzip, deflate, br');
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe('no-store');
    expect(compressed.headers['vary']).toContain('accept-encoding');
    const envelope = JSON.parse(brotliDecompressSync(compressed.rawPayload).toString()) as Envelope;
    expect(envelope.ROOT.USUARIO_LOGADO).toEqual(plain.json<Envelope>().ROOT.USUARIO_LOGADO);
    expect(compressed.rawPayload.length).toBeLessThan(plain.body.length / 2);
  });
});
