import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { PdfPrinter, PrintOptions } from './PdfPrinter';

/** An empty band: Chromium prints its own date and title for an empty template. */
const BLANK_BAND = '<span></span>';

/**
 * A PDF printer on one headless Chromium (docs/pdf.md): launched on the first print and shared, its
 * pages pooled (`pages` at most, later prints wait for one), JavaScript off and every request but data:
 * URIs refused, so a printed layout reaches neither the network nor the disk. `print` sets the HTML,
 * waits for its images (load) and prints with the CSS page size, backgrounds, and the header and footer
 * templates. A browser that died is launched again on the next print.
 *
 * @example const printer = createPdfPrinter({ executablePath: '/usr/bin/chromium' }); const pdf = await printer.print('<p>Olá</p>');
 */
export function createPdfPrinter(options: { executablePath: string; pages?: number }): PdfPrinter {
  const size = Math.max(1, options.pages ?? 2);
  let context: Promise<{ browser: Browser; context: BrowserContext }> | null = null;
  const idle: Page[] = [];
  const waiting: Array<(page: Page | null) => void> = [];
  let open = 0;

  const start = () => {
    context ??= (async () => {
      const browser = await chromium.launch({ executablePath: options.executablePath, headless: true });
      browser.on('disconnected', () => {
        context = null;
        idle.length = 0;
        open = 0;
      });
      const ctx = await browser.newContext({ javaScriptEnabled: false, offline: true });
      await ctx.route('**/*', (route) =>
        route.request().url().startsWith('data:') ? route.continue() : route.abort(),
      );
      return { browser, context: ctx };
    })().catch((error: unknown) => {
      context = null;
      throw error;
    });
    return context;
  };

  const acquire = async (): Promise<Page> => {
    const page = idle.pop();
    if (page && !page.isClosed()) return page;
    if (open < size) {
      open++;
      try {
        return await (await start()).context.newPage();
      } catch (error) {
        open--;
        throw error;
      }
    }
    const handed = await new Promise<Page | null>((resolve) => waiting.push(resolve));
    return handed ?? acquire();
  };

  const release = (page: Page) => {
    const next = waiting.shift();
    if (page.isClosed()) {
      open = Math.max(0, open - 1);
      next?.(null);
    } else if (next) next(page);
    else idle.push(page);
  };

  return {
    executablePath: options.executablePath,
    async print(html: string, print: PrintOptions = {}) {
      const page = await acquire();
      try {
        await page.setContent(html, { waitUntil: 'load' });
        const bands = Boolean(print.headerTemplate || print.footerTemplate);
        const m = print.marginsMm;
        const bytes = await page.pdf({
          format: print.format ?? 'A4',
          landscape: print.landscape ?? false,
          margin: m
            ? { top: `${m.top}mm`, right: `${m.right}mm`, bottom: `${m.bottom}mm`, left: `${m.left}mm` }
            : undefined,
          displayHeaderFooter: bands,
          headerTemplate: bands ? print.headerTemplate || BLANK_BAND : undefined,
          footerTemplate: bands ? print.footerTemplate || BLANK_BAND : undefined,
          preferCSSPageSize: true,
          printBackground: true,
          scale: print.scale,
        });
        return new Uint8Array(bytes);
      } finally {
        release(page);
      }
    },
    async close() {
      const running = context;
      context = null;
      idle.length = 0;
      open = 0;
      for (const resolve of waiting.splice(0)) resolve(null);
      if (running) await (await running.catch(() => null))?.browser.close();
    },
  };
}
