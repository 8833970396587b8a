import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allFunctionalities } from '../../testing/allFunctionalities';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';

const located = (lat: number, lng: number) => ({
  street: 'Rua da Aurora',
  number: '10',
  city: 'Recife',
  state: 'PE',
  cep: '50050-000',
  latitude: lat,
  longitude: lng,
});
const clients = [
  { id: 1, version: 1, name: 'Cliente Recife', address: located(-8.05, -34.88) },
  { id: 2, version: 1, name: 'Cliente sem endereço' },
  { id: 3, version: 1, name: 'Cliente Manaus', address: located(-3.12, -60.02) },
  { id: 4, version: 1, name: 'Cliente não localizado', address: { city: 'Recife', state: 'PE' } },
];

describe('entity list map (entities declaring map)', () => {
  it('puts the page’s records with coordinates on the map, leaves the others out, links to each', async () => {
    const app = renderApp({
      path: '/clients',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: {
        ListEntities: () => ({ ITEMS: clients, TOTAL: clients.length }),
        ConsultarConfiguracaoMapa: () => ({
          TILE_URL: 'https://tiles.test/{z}/{x}/{y}.png',
          ATTRIBUTION: '',
        }),
        GetEntity: () => ({ ITEM: clients[2], VERSION: 1 }),
      },
    });
    expect(await screen.findByText('Cliente Recife')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Mapa' })).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Mapa' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    const map = await screen.findByRole('region', { name: 'Mapa' });
    await waitFor(() => expect(map.querySelectorAll('.leaflet-marker-icon')).toHaveLength(2));
    const titles = [...map.querySelectorAll('.leaflet-marker-icon')].map((m) => m.getAttribute('title'));
    expect(titles).toEqual(['Cliente Recife', 'Cliente Manaus']);
    expect(screen.getByText(/^2 de 4 registros desta página no mapa/)).toBeTruthy();

    fireEvent.click(map.querySelectorAll('.leaflet-marker-icon')[1]!);
    const link = await waitFor(() => {
      const a = map.querySelector<HTMLAnchorElement>('.leaflet-popup a');
      expect(a?.textContent).toBe('Abrir registro');
      return a!;
    });
    expect(map.querySelector('.leaflet-popup')?.textContent).toContain('Cliente Manaus');
    expect(link.getAttribute('href')).toBe('/client/view/3');
    fireEvent.click(link);
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/client/view/3'));
  });

  it('offers no map on a list whose entity declares none', async () => {
    renderApp({
      path: '/assets',
      user: fixtureUser,
      functionalities: allFunctionalities,
      handlers: {
        ListEntities: () => ({ ITEMS: [{ id: 1, version: 1, name: 'Gerador 01' }], TOTAL: 1 }),
        GetEntity: () => ({ ITEM: { id: 1, name: 'x' }, VERSION: 1 }),
      },
    });
    expect(await screen.findByText('Gerador 01')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mapa' })).toBeNull();
  });
});
