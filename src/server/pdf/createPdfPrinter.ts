import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { PdfPrinter, PrintOptions } from './PdfPrinter';
import type { PrintImage } from './PrintImages';

/** An empty band: Chromium prints its own date and title for an empty template. */
const BLANK_BAND = '<span></span>';

/**
 * A PDF printer on one headless Chromium (docs/pdf.md): launched on the first print and shared, its
 * pages pooled (`pages` at most, later prints wait for one), JavaScript off and every request refused
 * but data: URIs and the print's own images (`images`, answered from memory, never cached), so a
 * printed layout reaches neither the network nor the disk. `print` sets the HTML, waits for its images
 * (load) and prints with the CSS page size, backgrounds, and the header and footer templates. A browser
 * that died is launched again on the next print.
 *
 * @example const printer = createPdfPrinter({ executablePath: '/usr/bin/chromium' }); const pdf = await printer.print('<p>Olá</p>');
 */
export function createPdfPrinter(options: { executablePath: string; pages?: number }): PdfPrinter {
  const size = Math.max(1, options.pages ?? 2);
  let context: Promise<{ browser: Browser; context: BrowserContext }> | null = null;
  const idle: Page[] = [];
  const waiting: Array<(page: Page | null) => void> = [];
  let open = 0;
  // The images of the prints under way (each print's map, counted: two prints may share one).
  const serving = new Map<ReadonlyMap<string, PrintImage>, number>();
  const servedImage = (url: string) => {
    for (const images of serving.keys()) {
      const image = images.get(url);
      if (image) return image;
    }
    return null;
  };

  const start = () => {
    context ??= (async () => {
      const browser = await chromium.launch({ executablePath: options.executablePath, headless: true });
      browser.on('disconnected', () => {
        context = null;
        idle.length = 0;
        open = 0;
      });
      const ctx = await browser.newContext({ javaScriptEnabled: false, offline: true });
      await ctx.route('**/*', (route) => {
        const url = route.request().url();
        if (url.startsWith('data:')) return route.continue();
        const image = servedImage(url);
        if (!image) return route.abort();
        return route.fulfill({
          status: 200,
          contentType: image.contentType,
          headers: { 'cache-control': 'no-store' },
          body: Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength),
        });
      });
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

  const unserve = (images: ReadonlyMap<string, PrintImage>) => {
    const count = (serving.get(images) ?? 1) - 1;
    if (count > 0) serving.set(images, count);
    else serving.delete(images);
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
      const images = print.images;
      if (images) serving.set(images, (serving.get(images) ?? 0) + 1);
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
        if (images) unserve(images);
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
