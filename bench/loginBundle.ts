import { gzipSync } from 'node:zlib';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { chromium } from 'playwright-core';

/**
 * What the login page downloads: every JavaScript file Chromium fetches to show `/#/login` from the
 * production build, summed raw and gzip-compressed. Needs `npm run build` first and Debian chromium.
 */
export async function loginBundle(root: string): Promise<string[]> {
  const dist = join(root, 'dist');
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(join(dist, 'index.html')) || !existsSync(executablePath))
    return ['login bundle: skipped (needs dist/ from npm run build and chromium)'];
  const app = Fastify();
  await app.register(fastifyStatic, { root: dist });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    const bodies: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.js')) bodies.push(response.body());
    });
    await page.goto(`${address}/#/login`);
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    const files = await Promise.all(bodies);
    const raw = files.reduce((n, b) => n + b.length, 0);
    const gzip = files.reduce((n, b) => n + gzipSync(b).length, 0);
    return [
      `login bundle: ${files.length} JS files, ${(raw / 1024).toFixed(1)} KiB raw, ${(gzip / 1024).toFixed(1)} KiB gzip (target < 200 KB)`,
    ];
  } finally {
    await browser.close();
    await app.close();
  }
}
