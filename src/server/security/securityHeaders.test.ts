import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testBackends, type TestApp } from '../testing/testApp';

function expectSecurityHeaders(response: LightMyRequestResponse) {
  const csp = String(response.headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self' 'unsafe-eval'");
  expect(csp).toContain("script-src-attr 'none'");
  expect(csp).toContain("style-src 'self' 'unsafe-inline'");
  expect(csp).toContain("img-src 'self' data: blob: https://*.tiles.example.net");
  expect(csp).toContain("connect-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).not.toContain('upgrade-insecure-requests');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['strict-transport-security']).toBeUndefined();
}

describe.each(testBackends())('security headers on $name', (backend) => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'campo-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><script type="module" src="/assets/app.js"></script>',
    );
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1);');
    t = await startTestApp(backend, {
      staticDir: dist,
      config: { mapTileUrl: 'https://{s}.tiles.example.net/{z}/{x}/{y}.png' },
    });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends them with the page, a static asset and a 404', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expectSecurityHeaders(page);
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expectSecurityHeaders(asset);
    const missing = await t.app.inject({ method: 'GET', url: '/nothing-here.txt' });
    expect(missing.statusCode).toBe(404);
    expectSecurityHeaders(missing);
  });

  it('sends them with API answers, which keep their envelope and cache rule', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/command?COMMAND=Login' });
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json().ROOT).toHaveProperty('RESULT');
    expectSecurityHeaders(answer);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(unknown.json().ROOT.ERROR_CODE).toBe('UNKNOWN_COMMAND');
    expectSecurityHeaders(unknown);
  });
});

describe('security headers behind https', () => {
  it('adds HSTS and upgrade-insecure-requests when the public URL is https', async () => {
    const { securityHeaders } = await import('./securityHeaders');
    const options = securityHeaders({
      publicUrl: 'https://campo.example.com',
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    });
    expect(options.hsts).toMatchObject({ maxAge: 15_552_000 });
    const directives = (options.contentSecurityPolicy as { directives: Record<string, unknown> }).directives;
    expect(directives['upgrade-insecure-requests']).toEqual([]);
    expect(directives['img-src']).toContain('https://tile.openstreetmap.org');
  });
});
