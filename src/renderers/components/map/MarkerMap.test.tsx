import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { MapMarker } from '../../../runtime/maps/MapMarker';
import { renderWithRuntime } from '../../testing/renderWithRuntime';
import { MarkerMap } from './MarkerMap';

const markers: MapMarker[] = [
  { id: 7, title: 'Galpão', latitude: -8.05, longitude: -34.88, address: 'Rua da Aurora, Recife' },
];
const TILES = () => ({ TILE_URL: 'https://tiles.test/{z}/{x}/{y}.png', ATTRIBUTION: '' });

function map(props: { pending?: boolean }) {
  return (
    <MemoryRouter>
      <MarkerMap
        markers={markers}
        label="Mapa de teste"
        loadingLabel="Carregando o mapa de teste"
        link={{ text: 'Abrir', pathOf: (id) => `/task/view/${id}` }}
        height={{ xs: 200 }}
        pending={props.pending}
      />
    </MemoryRouter>
  );
}

describe('MarkerMap', () => {
  it('puts the points on the map, each popup linking to the path built for it', async () => {
    renderWithRuntime(map({}), { ConsultarConfiguracaoMapa: TILES });
    const region = await screen.findByRole('region', { name: 'Mapa de teste' }, { timeout: 10_000 });
    await waitFor(() => expect(region.querySelectorAll('.leaflet-marker-icon')).toHaveLength(1));
    region.querySelector<HTMLElement>('.leaflet-marker-icon')!.click();
    const link = await waitFor(() => region.querySelector<HTMLAnchorElement>('.leaflet-popup a')!);
    expect(link.textContent).toBe('Abrir');
    expect(link.getAttribute('href')).toBe('/task/view/7');
  });

  it('keeps the spinner while the points are read, and says so when the tiles cannot be had', async () => {
    const pending = renderWithRuntime(map({ pending: true }), { ConsultarConfiguracaoMapa: TILES });
    await waitFor(() => expect(pending.calls.map((c) => c.name)).toContain('ConsultarConfiguracaoMapa'));
    expect(screen.getByRole('progressbar', { name: 'Carregando o mapa de teste' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Mapa de teste' })).toBeNull();
    pending.unmount();
    renderWithRuntime(map({}), {
      ConsultarConfiguracaoMapa: () => {
        throw new Error('down');
      },
    });
    expect(await screen.findByText('Não foi possível carregar o mapa.')).toBeTruthy();
  });
});
