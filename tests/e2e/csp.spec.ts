import { expect, test } from '@playwright/test';
import { commandOk, login, newPage, skipTour, watchCsp } from './support';

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

// A 1×1 PNG, and a one-page PDF: the public file page previews them from blob: URLs (img-src, frame-src).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.1\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('the public file page previews shared files under the CSP', async ({ browser, request }) => {
  const token = await skipTour(request);
  const library = (
    await commandOk(request, 'SalvarBiblioteca', { NAME: `CSP ${Date.now().toString(36)}` }, token)
  ).BIBLIOTECA as { id: number };
  const share = async (name: string, mimeType: string, buffer: Buffer) => {
    const upload = await request.post('/api/command', {
      multipart: {
        COMMAND: 'EnviarArquivoBiblioteca',
        PARSER: 'JSON',
        AUTH_TOKEN: token,
        'CMD.LIBRARY_ID': String(library.id),
        'CMD.FILE': { name, mimeType, buffer },
      },
    });
    const file = (await upload.json()).ROOT.ARQUIVO as { id: number };
    const shared = await commandOk(request, 'CompartilharArquivoBiblioteca', { ID: file.id }, token);
    return `/#/arquivo?token=${encodeURIComponent(String(shared.TOKEN))}`;
  };
  const page = await newPage(browser);
  const violations = await watchCsp(page);

  await page.goto(await share('foto.png', 'image/png', PNG));
  const preview = page.getByRole('img', { name: 'Pré-visualização de foto.png' });
  await expect(preview).toBeVisible();
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  await page.goto(await share('laudo.pdf', 'application/pdf', PDF));
  await expect(page.locator('iframe[src^="blob:"]')).toBeAttached();
  await page.waitForTimeout(1000);

  expect(violations).toEqual([]);
  await page.context().close();
});
