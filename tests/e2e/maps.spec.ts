import { expect, test, type APIRequestContext } from '@playwright/test';
import { command, login, shoot, skipTour } from './support';

// Issue 4: clients and units with an address appear on a Leaflet map; those without do not. The map's
// tiles come from CAMPO_MAP_TILE_URL (OpenStreetMap by default); they are refused here, the journey
// never depends on them.
const PREFIX = `Mapa E2E ${Date.now().toString(36)}`;
const LOCATED = `${PREFIX} Recife`;
const NOWHERE = `${PREFIX} sem endereço`;

/** The owner's tour is marked done; one client with a located address and one without are created. */
async function prepare(request: APIRequestContext) {
  const token = await skipTour(request);
  for (const data of [
    {
      name: LOCATED,
      address: {
        cep: '50050-000',
        country: 'Brasil',
        state: 'PE',
        city: 'Recife',
        district: 'Boa Vista',
        street: 'Rua da Aurora',
        number: '325',
        latitude: -8.0596,
        longitude: -34.8808,
      },
    },
    { name: NOWHERE },
  ]) {
    const saved = await command(request, 'SaveEntity', { ENTITY: 'client', DATA: data }, token);
    expect(saved.RESULT, JSON.stringify(saved.MESSAGES)).toBe('1');
  }
}

test('clients with a located address appear on the map, those without do not', async ({ page, request }) => {
  test.setTimeout(120_000);
  await prepare(request);
  // Offline here: refuse tile requests at once rather than wait on the network.
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await page.setViewportSize({ width: 1280, height: 800 });
  await login(page);

  // The demo's branch units all have coordinates: one marker per row (imported units, without
  // coordinates, are searched out so the count does not depend on the other journeys).
  await page.goto('/#/units');
  await expect(page.getByRole('heading', { level: 1, name: 'Unidades' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill('Filial');
  await expect(page.getByText('1–18 de 18')).toBeVisible();
  await page.getByRole('button', { name: 'Mapa', exact: true }).click();
  const unitMap = page.getByRole('region', { name: 'Mapa', exact: true });
  await expect(unitMap.locator('.leaflet-marker-icon')).toHaveCount(18);
  await expect(page.getByText(/^18 de 18 registros desta página no mapa/)).toBeVisible();
  await shoot(page, 'map-units');

  await page.goto('/#/clients');
  await expect(page.getByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(PREFIX);
  await expect(page.getByText('1–2 de 2')).toBeVisible();
  await page.getByRole('button', { name: 'Mapa', exact: true }).click();
  const map = page.getByRole('region', { name: 'Mapa', exact: true });
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(1);
  await expect(map.locator('.leaflet-marker-icon')).toHaveAttribute('title', LOCATED);
  await expect(page.getByText(/^1 de 2 registros desta página no mapa/)).toBeVisible();
  await shoot(page, 'map-clients');

  // A marker's popup leads to the record, whose page shows it on its own map.
  await map.locator('.leaflet-marker-icon').click();
  await expect(map.locator('.leaflet-popup')).toContainText('Rua da Aurora, 325');
  await map.getByRole('link', { name: 'Abrir registro' }).click();
  await expect(page.getByRole('heading', { level: 1, name: LOCATED })).toBeVisible();
  const location = page.getByRole('region', { name: 'Localização' });
  await expect(location.locator('.leaflet-marker-icon')).toHaveCount(1);
  await shoot(page, 'map-client-view');

  // The client without an address has no map on its page.
  await page.goto('/#/clients');
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(NOWHERE);
  await expect(page.getByText('1–1 de 1')).toBeVisible();
  await page
    .getByRole('row', { name: new RegExp(NOWHERE) })
    .getByRole('gridcell')
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: NOWHERE })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Localização' })).toHaveCount(0);
});
