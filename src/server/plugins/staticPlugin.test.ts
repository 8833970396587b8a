import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testBackends, type TestApp } from '../testing/testApp';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;
const STYLE = `.a{color:red}\n`.repeat(200);

function expectSecurityHeaders(response: LightMyRequestResponse) {
  expect(String(response.headers['content-security-policy'])).toContain("default-src 'self'");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('DENY');
}

describe.each(testBackends())('static files on $name', (backend) => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    // A tiny build as `npm run build` leaves it: hashed assets with their .br/.gz, an unhashed file.
    dist = mkdtempSync(join(tmpdir(), 'campo-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><script type="module" src="/assets/index-AbC123.js"></script>',
    );
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(dist, 'assets', 'index-AbC123.js'), SCRIPT);
    writeFileSync(join(dist, 'assets', 'index-AbC123.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(join(dist, 'assets', 'index-AbC123.js.gz'), gzipSync(SCRIPT));
    writeFileSync(join(dist, 'assets', 'index-DeF456.css'), STYLE);
    writeFileSync(join(dist, 'assets', 'index-DeF456.css.gz'), gzipSync(STYLE));
    mkdirSync(join(dist, 'server'));
    writeFileSync(join(dist, 'server', 'main.js'), 'console.log("server bundle")');
    t = await startTestApp(backend, { staticDir: dist });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('answers a hashed script in Brotli when accepted, the same bytes once decompressed, cached for a year', async () => {
    const response = await get('/assets/index-AbC123.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(SCRIPT));
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
    expectSecurityHeaders(response);
  });

  it('answers gzip to a client without Brotli', async () => {
    const response = await get('/assets/index-AbC123.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('answers the plain file to a client that accepts no encoding', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const response = await get('/assets/index-AbC123.js', acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(SCRIPT);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
    }
  });

  it('falls back to the encoding that exists when the preferred one was not written', async () => {
    const response = await get('/assets/index-DeF456.css', 'br, gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/^text\/css/);
    expect(gunzipSync(response.rawPayload).toString()).toBe(STYLE);
  });

  it('has the page and unhashed files revalidated, so a new deploy is picked up', async () => {
    for (const url of ['/', '/index.html', '/favicon.svg']) {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-encoding']).toBeUndefined();
      expectSecurityHeaders(response);
    }
    expect((await get('/')).headers['content-type']).toMatch(/^text\/html/);
  });

  it('leaves API answers and 404s as they were', async () => {
    const answer = await get('/api/command?COMMAND=Login', 'br, gzip');
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.json().ROOT).toHaveProperty('RESULT');
    const missing = await get('/assets/missing-000.js', 'br, gzip');
    expect(missing.statusCode).toBe(404);
    expectSecurityHeaders(missing);
  });

  it('never serves the server bundle that npm run build writes to dist/server/', async () => {
    for (const url of ['/server/main.js', '/server/../server/main.js', '/SERVER/main.js']) {
      const answer = await get(url, 'br, gzip');
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('server bundle');
    }
  });
});
