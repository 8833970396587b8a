import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

// What the journeys share: the demo users, logging in through the page, screenshots, and the command
// protocol straight from the test, as any client would use it.

/** The demo users' password (seedDemo). */
export const PASSWORD = 'Campo@2026';
/** The owner of the Demo company. */
export const OWNER = 'dono@demo.campo';
/** An operator of the Demo company. */
export const OPERATOR = 'operador@demo.campo';

/**
 * Sends one command (a form-encoded POST to /api/command, params as CMD.*, strings as they are and
 * anything else as JSON) and returns the answer's ROOT, whatever it says.
 * @example const root = await command(request, 'ListEntities', { ENTITY: 'unit' }, token);
 */
export async function command(
  request: APIRequestContext,
  name: string,
  params: Record<string, unknown> = {},
  token?: string,
) {
  const form: Record<string, string> = { COMMAND: name, PARSER: 'JSON' };
  for (const [key, value] of Object.entries(params))
    form[`CMD.${key}`] = typeof value === 'string' ? value : JSON.stringify(value);
  if (token) form.AUTH_TOKEN = token;
  const body = await (await request.post('/api/command', { form })).json();
  return body.ROOT;
}

/** {@link command}, expecting no errors in the answer. */
export async function commandOk(
  request: APIRequestContext,
  name: string,
  params: Record<string, unknown> = {},
  token?: string,
) {
  const root = await command(request, name, params, token);
  expect(root.MESSAGES.ERRORS, name).toEqual([]);
  return root;
}

/** Logs the user in through the command protocol and returns the session's token. */
export async function tokenOf(
  request: APIRequestContext,
  user: string,
  password = PASSWORD,
): Promise<string> {
  return String((await commandOk(request, 'Login', { USERNAME: user, PASSWORD: password })).AUTH_TOKEN);
}

/** Marks the user's guided tour done (it would cover the page) and returns the session's token. */
export async function skipTour(request: APIRequestContext, user = OWNER): Promise<string> {
  const token = await tokenOf(request, user);
  await command(
    request,
    'SaveUserTourSettings',
    { TOUR_SETTINGS: { skip: true, tours: { main: { done: true } } } },
    token,
  );
  return token;
}

/** A page in a browser of its own (a fresh context: no session), at the given width. */
export async function newPage(browser: Browser, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 }, locale: 'pt-BR' });
  return context.newPage();
}

/**
 * A logged-in page for `user` in a browser context of its own (1280 px, pt-BR) whose position is `at`,
 * geolocation allowed: a field user standing somewhere.
 */
export async function pageAt(browser: Browser, user: string, at: { latitude: number; longitude: number }) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    locale: 'pt-BR',
    geolocation: { ...at, accuracy: 10 },
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  await login(page, user);
  return page;
}

/** Logs in through the login page and closes the success message (out of the screenshots' way). */
export async function login(page: Page, username = OWNER, password = PASSWORD) {
  await page.goto('/#/login');
  await page.getByLabel('E-mail ou usuário').fill(username);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  // includeHidden: a dialog opened right after login (e.g. the overdue-payment notice) marks the rest of
  // the page aria-hidden, toasts included, though they stay on top and clickable.
  const toast = page
    .getByRole('alert', { includeHidden: true })
    .filter({ hasText: 'Login realizado com sucesso' });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { includeHidden: true }).click();
  await expect(toast).toBeHidden();
}

/**
 * Full-page screenshots into reports/screenshots/<name>-<width>.png, from the top of the page, then back
 * to 1280×800. With noSideScroll, asserts that at 360 px the page does not scroll sideways.
 */
export async function shoot(
  page: Page,
  name: string,
  { widths = [1280, 360], noSideScroll = false }: { widths?: number[]; noSideScroll?: boolean } = {},
) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(400);
    if (noSideScroll && width === 360)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // Off-screen groups skip painting (content-visibility: auto) until scrolled to; the full-page picture
    // shows them as a reader scrolling would see them.
    await page.screenshot({
      path: `reports/screenshots/${name}-${width}.png`,
      fullPage: true,
      style: '* { content-visibility: visible !important; }',
    });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * Collects the page's Content-Security-Policy violations (the documents' `securitypolicyviolation`
 * events and Chromium's "Refused to …" console errors); a journey asserts the list stays empty.
 * @example const violations = await watchCsp(page); ...; expect(violations).toEqual([]);
 */
export async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(message.text());
  });
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI}`,
      ),
    ),
  );
  return violations;
}
