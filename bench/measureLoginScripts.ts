import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';

/** JavaScript files summed: how many, raw and gzip-compressed bytes. */
export interface ScriptTotal {
  count: number;
  raw: number;
  gzip: number;
}

/**
 * What the login page downloads to show its form (`needed`: every JavaScript file requested until the
 * "Entrar" button is in the page, gzip-compressed one by one as a server would send them), and apart what
 * it fetches once shown, at idle (`later`: the shell's deferred pieces, SHELL_PIECES). Shared by the
 * bench (bench/loginBundle.ts) and the budget check (tests/e2e/loginBudget.spec.ts).
 *
 * @example const { needed } = await measureLoginScripts(page, `${base}/#/login`); // needed.gzip < 200 KB
 */
export async function measureLoginScripts(
  page: Page,
  url: string,
): Promise<{ needed: ScriptTotal; later: ScriptTotal }> {
  // When the form first shows, on the wall clock Playwright's request timing uses.
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
  await page.goto(url);
  await page.getByRole('button', { name: 'Entrar' }).waitFor();
  await page.waitForLoadState('networkidle');
  const shownAt = await page.evaluate(() => (window as unknown as { loginShownAt: number }).loginShownAt);
  const sum = async (list: typeof responses): Promise<ScriptTotal> => {
    const files = await Promise.all(list.map((r) => r.body));
    return {
      count: files.length,
      raw: files.reduce((n, b) => n + b.length, 0),
      gzip: files.reduce((n, b) => n + gzipSync(b).length, 0),
    };
  };
  return {
    needed: await sum(responses.filter((r) => r.startTime <= shownAt)),
    later: await sum(responses.filter((r) => r.startTime > shownAt)),
  };
}
