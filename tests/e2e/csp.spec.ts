import { expect, test } from '@playwright/test';
import { login, skipTour, watchCsp } from './support';

// Issue 13: the built app runs under the server's Content-Security-Policy. Login, the task list, a
// Leaflet map (tile host in img-src; tiles are refused here, offline, after the CSP check) and an entity
// form (Ajv validators compiled in the browser) raise no violation.
test('the app runs under its Content-Security-Policy', async ({ page, request }) => {
  test.setTimeout(90_000);
  await skipTour(request);
  const violations = await watchCsp(page);
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());

  const html = await page.goto('/#/login');
  const headers = html!.headers();
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain('img-src');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await login(page);

  await page.goto('/#/tasks');
  await expect(page.getByRole('heading', { level: 1, name: 'Atividades' })).toBeVisible();
  await expect(page.getByText(/\d+ de \d+ atividades/)).toBeVisible();

  await page.goto('/#/units');
  await expect(page.getByRole('heading', { level: 1, name: 'Unidades' })).toBeVisible();
  await page.getByRole('button', { name: 'Mapa', exact: true }).click();
  await expect(
    page.getByRole('region', { name: 'Mapa', exact: true }).locator('.leaflet-marker-icon').first(),
  ).toBeVisible();

  await page.goto('/#/client/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Novo cliente' })).toBeVisible();
  await page.getByRole('textbox', { name: 'CPF', exact: true }).fill('111.111.111-11');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('CPF inválido')).toBeVisible();

  expect(violations).toEqual([]);
});
