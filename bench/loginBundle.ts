import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { chromium } from 'playwright-core';
import { LOGIN_JS_BUDGET } from './LOGIN_JS_BUDGET';
import { measureLoginScripts } from './measureLoginScripts';

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
    const { needed, later } = await measureLoginScripts(page, `${address}/#/login`);
    const kib = (bytes: number) => (bytes / 1024).toFixed(1);
    return [
      `login bundle: ${needed.count} JS files, ${kib(needed.raw)} KiB raw, ${kib(needed.gzip)} KiB gzip (target < 200 KB = ${kib(LOGIN_JS_BUDGET.target)} KiB; e2e ceiling ${kib(LOGIN_JS_BUDGET.ceiling)} KiB)`,
      `  then, once shown, at idle: ${later.count} JS files, ${kib(later.gzip)} KiB gzip`,
    ];
  } finally {
    await browser.close();
    await app.close();
  }
}
