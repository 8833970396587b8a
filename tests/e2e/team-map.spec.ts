import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator } from '@playwright/test';
import { trackerDay } from '../../src/runtime/tracker/trackerDay';
import { commandOk, login, shoot, skipTour } from './support';
import { traccarClient } from './traccarClient';

// Issue 17: a phone running Traccar Client (simulated: tests/e2e/traccarClient.ts posts to /api/osmand as
// the app does) drives a demo employee along a street; the team map (/dashboard) moves the marker without
// a reload (the live feed: token, /api/session, /api/socket), draws the day's trace with its start and
// end, and shows the documents the employee sent that day where they were filled. Tiles are refused
// (offline): the map must still read well on its plain background.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface MapEmployee {
  NOME: string;
  COMPARTILHADO: boolean;
  ID_COLABORADOR: number | null;
  TRACCAR_DEVICE_ID: number | null;
  DEVICE_CODE: string | null;
  POSITIONS: Array<{ latitude: number; longitude: number }>;
}

/** A marker's place on the screen (Leaflet moves markers by their CSS transform). */
const placeOf = (marker: Locator) => marker.evaluate((el) => (el as HTMLElement).style.transform);

test('the team map follows a phone live, draws its day and the documents sent', async ({ page, request }) => {
  test.setTimeout(180_000);
  const token = await skipTour(request);
  const team = (await commandOk(request, 'ConsultarPosicaoDosColaboradoresNoMapa', {}, token)).COLABORADORES
    .COLABORADOR as MapEmployee[];
  const today = trackerDay(new Date());
  // A demo field employee with a tracker and a document sent today (the demo seeds both).
  let chosen:
    | { employee: MapEmployee; document: { documentName: string; documentId: number }; sameName: number[] }
    | undefined;
  for (const employee of team.filter((e) => e.DEVICE_CODE && e.ID_COLABORADOR && !e.COMPARTILHADO)) {
    const sent = await commandOk(
      request,
      'ConsultarDocumentosEnviadosColaborador',
      { ID_COLABORADOR: employee.ID_COLABORADOR, DATA_ENVIO: today },
      token,
    );
    const documents = sent.DOCUMENTOS.DOCUMENTO as Array<{
      documentName: string;
      documentId: number;
      latitude: number | null;
    }>;
    const document = documents.find((d) => d.latitude !== null);
    if (document) {
      // The day may hold several documents of that form (markers of one title): any of them may open.
      const sameName = documents
        .filter((d) => d.documentName === document.documentName)
        .map((d) => d.documentId);
      chosen = { employee, document, sameName };
      break;
    }
  }
  expect(chosen, 'a demo employee with a device and a document sent today').toBeDefined();
  const { employee, document, sameName } = chosen!;

  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/ERR_FAILED|tile/i.test(message.text()))
      consoleErrors.push(message.text());
  });
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page);
  await page.goto('/#/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Mapa da equipe' })).toBeVisible();
  await expect(page).toHaveTitle('Mapa da equipe · Campo');
  const map = page.getByRole('region', { name: 'Mapa da equipe' });
  const marker = map.locator(`.leaflet-marker-icon[title="${employee.NOME}"]`);
  await expect(marker).toBeVisible();
  await expect(page.getByText('Ao vivo', { exact: true })).toBeVisible();

  // The phone drives north-east from where the employee was last seen: the marker follows, no reload.
  const from = employee.POSITIONS[0] ?? { latitude: -23.5505, longitude: -46.6333 };
  const route = [1, 2, 3, 4].map((step) => ({
    latitude: from.latitude + step * 0.002,
    longitude: from.longitude + step * 0.0015,
    speedKmh: 36,
  }));
  const phone = traccarClient(request, employee.DEVICE_CODE!);
  await phone.send(route[0]!);
  const first = await placeOf(marker);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await phone.drive(route.slice(1), 700);
  await expect.poll(() => placeOf(marker)).not.toBe(first);
  const list = page.getByRole('list', { name: /colaborador/ });
  await expect(list.getByRole('button', { name: new RegExp(employee.NOME) })).toContainText('36 km/h');
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  // Today's trace: start and end, the line, and the document sent, linking to it.
  await list.getByRole('button', { name: new RegExp(employee.NOME) }).click();
  const day = page.getByRole('region', { name: `Trajeto de ${employee.NOME}` });
  await expect(day.getByText(/\d+ posições no dia/)).toBeVisible();
  await expect(map.locator('.leaflet-marker-icon[title="Início do trajeto"]')).toBeVisible();
  await expect(map.locator('.leaflet-marker-icon[title="Fim do trajeto"]')).toBeVisible();
  await expect(map.locator('path.leaflet-interactive')).toHaveCount(1);
  const documentMarker = map.locator(`.leaflet-marker-icon[title="${document.documentName}"]`).first();
  await expect(documentMarker).toBeVisible();
  // The trace grows live too.
  const count = Number((await day.getByText(/\d+ posições no dia/).textContent())!.match(/\d+/)![0]);
  await phone.send({ latitude: route[3]!.latitude + 0.002, longitude: route[3]!.longitude, speedKmh: 20 });
  await expect(day.getByText(`${count + 1} posições no dia`)).toBeVisible();
  await shoot(page, 'team-map-day', { noSideScroll: true });

  // axe on the map page, at both widths.
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    const { violations } = await new AxeBuilder({ page }).withTags(TAGS).setLegacyMode(true).analyze();
    expect(
      violations.map((v) => `${width}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // The document marker's popup opens the document; by keyboard, since markers of one place overlap.
  await documentMarker.focus();
  await page.keyboard.press('Enter');
  await map.getByRole('link', { name: 'Abrir documento' }).click();
  await expect(page).toHaveURL(new RegExp(`#/finished_form/(${sameName.join('|')})$`));
  expect(consoleErrors).toEqual([]);
});

test('the employee page gives a tracker identifier with a QR code for Traccar Client', async ({
  page,
  request,
}) => {
  const token = await skipTour(request);
  const employees = (await commandOk(request, 'ListarColaboradores', {}, token)).COLABORADORES as Array<{
    id: number;
    email: string | null;
  }>;
  const operator = employees.find((e) => e.email === 'operador@demo.campo')!;
  await login(page);
  await page.goto(`/#/employee/edit/${operator.id}`);
  const section = page.getByRole('region', { name: 'Rastreador GPS' });
  await expect(section).toBeVisible();
  if (await section.getByRole('button', { name: 'Remover identificador' }).isVisible())
    await section.getByRole('button', { name: 'Remover identificador' }).click();
  await expect(section.getByText('Nenhum identificador gerado.')).toBeVisible();
  await section.getByRole('button', { name: 'Gerar identificador' }).click();
  await expect(section.getByRole('img', { name: /Código QR que configura o Traccar Client/ })).toBeVisible();
  await expect(section.getByText('Endereço do servidor', { exact: true })).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await shoot(page, 'employee-tracker', { noSideScroll: true });
});

test("a shared person's tracker is set from its row in the rotary team, by keyboard too", async ({
  page,
  request,
}) => {
  const token = await skipTour(request);
  const name = 'Rafa Rastreada';
  const code = `E2E-${Date.now()}`;
  await commandOk(request, 'SalvarUsuarioRotativo', { NAME: name, CODE: code }, token);
  await login(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/#/employees?tab=rotary');
  const row = page
    .getByRole('table', { name: 'Usuários rotativos' })
    .getByRole('row')
    .filter({ hasText: code });
  await expect(row).toContainText('Sem rastreador');
  const open = row.getByRole('button', { name: `Rastreador GPS de ${name}` });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Rastreador GPS de ${name}` });
  await expect(dialog.getByText('Nenhum identificador gerado.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Gerar identificador' }).click();
  await expect(dialog.getByRole('img', { name: /Código QR que configura o Traccar Client/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  // The row shows the generated identifier.
  await expect(row).toContainText(/\d{10}/);
  await expect(row).not.toContainText('Sem rastreador');
  // The dialog as it reads, without the "saved" notice over it: at 1280, and filling a 360 px phone.
  await expect(page.getByText('Identificador do rastreador salvo.')).toBeHidden({ timeout: 15_000 });
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await row
      .getByRole('button', { name: width === 360 ? `Ações de ${name}` : `Rastreador GPS de ${name}` })
      .click();
    if (width === 360) await page.getByRole('menuitem', { name: 'Rastreador GPS' }).click();
    await expect(dialog.getByRole('img', { name: /Código QR/ })).toBeVisible();
    await page.waitForTimeout(400); // the dialog's fade-in
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `reports/screenshots/rotary-tracker-dialog-${width}.png` });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `reports/screenshots/rotary-tracker-list-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  // On a phone the row's actions are one menu; the dialog fills the screen and focus comes back.
  await page.setViewportSize({ width: 360, height: 800 });
  const menu = row.getByRole('button', { name: `Ações de ${name}` });
  await menu.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Rastreador GPS' }).press('Enter');
  await expect(dialog.getByText('Endereço do servidor', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar' }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(menu).toBeFocused();
});
