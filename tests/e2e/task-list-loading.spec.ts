import { expect, test } from '@playwright/test';
import { skipTour } from './support';

// Issue 13 (CLS 0.85 measured by Lighthouse on the desktop task list): while the list's answer is on
// its way the page holds its place, so the rows arriving (and the page starting to scroll) move
// nothing in view. The answer is held back to make the loading state last, as on a slow network, and
// the browser shows its scrollbars as a user's does (Playwright hides them by default).
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
    ignoreDefaultArgs: ['--hide-scrollbars'],
  },
});
for (const [width, height] of [
  [1350, 940],
  [360, 740],
] as const)
  test(`the task list does not shift while it loads @${width}`, async ({ browser, request }) => {
    const token = await skipTour(request);
    const context = await browser.newContext({ viewport: { width, height }, locale: 'pt-BR' });
    const page = await context.newPage();
    await page.addInitScript((saved) => {
      localStorage.setItem('campo.token', saved);
      const shifts: Array<{ value: number; moved: string[] }> = [];
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
      type Shift = { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> };
      const name = (node?: Node | null) =>
        node instanceof Element
          ? `${node.tagName.toLowerCase()}${node.getAttribute('data-testid') ? `[${node.getAttribute('data-testid')}]` : ''}.${String(node.className).slice(0, 60)}`
          : String(node?.nodeName);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Shift[])
          if (!entry.hadRecentInput)
            shifts.push({
              value: entry.value,
              moved: (entry.sources ?? []).map((source) => name(source.node)),
            });
      }).observe({ type: 'layout-shift', buffered: true });
    }, token);
    // The list's answer is held until the placeholders have been seen (a fixed delay was shorter than a
    // cold browser's boot on a loaded machine: the answer came before the screen was first drawn).
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/command', async (route) => {
      if (route.request().postData()?.includes('ConsultarAtividadesFlowV2'))
        await Promise.race([released, new Promise((resolve) => setTimeout(resolve, 20_000))]);
      await route.continue();
    });
    await page.goto('/#/tasks');
    await expect(page.getByTestId('task-skeleton').first()).toBeVisible();
    await page.waitForTimeout(300);
    release();
    await expect(page.getByTestId('task-skeleton')).toHaveCount(0, { timeout: 15_000 });
    await page.waitForTimeout(500);
    const shifts = await page.evaluate(
      () => (window as unknown as { shifts: Array<{ value: number; moved: string[] }> }).shifts,
    );
    // What moved is in the message, so a failure says which element shifted.
    const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(cls, JSON.stringify(shifts)).toBeLessThan(0.1);
    await context.close();
  });
