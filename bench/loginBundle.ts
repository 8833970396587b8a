import { gzipSync } from 'node:zlib';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { chromium } from 'playwright-core';

/**
 * What the login page downloads: every JavaScript file Chromium requests until `/#/login` shows its
 * form, from the production build, summed raw and gzip-compressed; and apart, what it fetches once
 * shown, at idle. Needs `npm run build` first and Debian chromium.
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
    // When the login form first shows (wall clock, as Playwright's request timing): what was requested
    // after it, at idle (the shell's deferred pieces, SHELL_PIECES), is not what the page needed to show.
    await page.addInitScript(() => {
      const w = window as unknown as { loginShownAt?: number };
      new MutationObserver((_, observer) => {
        if (![...document.querySelectorAll('button')].some((b) => b.textContent === 'Entrar')) return;
        w.loginShownAt = performance.timeOrigin + performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const responses: { startTime: number; body: Promise<Buffer> }[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.js'))
        responses.push({ startTime: response.request().timing().startTime, body: response.body() });
    });
    await page.goto(`${address}/#/login`);
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    await page.waitForLoadState('networkidle');
    const shownAt = await page.evaluate(() => (window as unknown as { loginShownAt: number }).loginShownAt);
    const sum = async (list: typeof responses) => {
      const files = await Promise.all(list.map((r) => r.body));
      return {
        count: files.length,
        raw: files.reduce((n, b) => n + b.length, 0) / 1024,
        gzip: files.reduce((n, b) => n + gzipSync(b).length, 0) / 1024,
      };
    };
    const needed = await sum(responses.filter((r) => r.startTime <= shownAt));
    const later = await sum(responses.filter((r) => r.startTime > shownAt));
    return [
      `login bundle: ${needed.count} JS files, ${needed.raw.toFixed(1)} KiB raw, ${needed.gzip.toFixed(1)} KiB gzip (target < 200 KB = 195.3 KiB)`,
      `  then, once shown, at idle: ${later.count} JS files, ${later.gzip.toFixed(1)} KiB gzip`,
    ];
  } finally {
    await browser.close();
    await app.close();
  }
}
