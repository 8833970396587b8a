import { chromium } from 'playwright-core';

/**
 * `count` small distinct JPEG photos for benches (`width`×`height`, quality 80), drawn by Chromium
 * (no canvas, no image library): a gradient, a square and the photo's number, each screenshot in
 * turn. Field photos are JPEGs, which PDFs embed as they are; the browser is
 * closed before answering.
 *
 * @example const photos = await benchJpegs('/usr/bin/chromium', 200); // Buffers starting ff d8 ff
 */
export async function benchJpegs(
  executablePath: string,
  count: number,
  width = 320,
  height = 240,
): Promise<Buffer[]> {
  const browser = await chromium.launch({ executablePath, headless: true });
  try {
    const page = await browser.newPage({ viewport: { width, height }, javaScriptEnabled: false });
    const photos: Buffer[] = [];
    for (let i = 0; i < count; i++) {
      const [a, b, c] = [(i * 53) % 360, (i * 97 + 120) % 360, (i * 29 + 240) % 360];
      await page.setContent(
        `<body style="margin:0;width:${width}px;height:${height}px;overflow:hidden;background:linear-gradient(${(i * 37) % 360}deg,hsl(${a} 70% 45%),hsl(${b} 60% 80%))"><div style="position:absolute;left:${(i * 41) % (width - 90)}px;top:${(i * 23) % (height - 70)}px;width:90px;height:70px;border-radius:12px;background:hsl(${c} 80% 35%)"></div><p style="position:absolute;left:16px;bottom:8px;margin:0;font:bold 36px sans-serif;color:#fff">Foto ${i + 1}</p></body>`,
      );
      photos.push(await page.screenshot({ type: 'jpeg', quality: 80 }));
    }
    return photos;
  } finally {
    await browser.close();
  }
}
