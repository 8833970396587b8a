import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeTrackerServer } from '../../../adapters/testing/fakeTrackerServer';
import type { MapEmployee } from '../../../runtime/protocol/answers/MapEmployee';
import type { MapPosition } from '../../../runtime/protocol/answers/MapPosition';
import { trackerDay } from '../../../runtime/tracker/trackerDay';
import { fixtureUser } from '../../testing/fixtureUser';
import { renderApp } from '../../testing/renderApp';
import { setViewportWidth } from '../../testing/setViewportWidth';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();
const position = (n: number, latitude: number, speed = 0): MapPosition => ({
  latitude,
  longitude: -46.63,
  fixTime: minutesAgo(n),
  speed,
  course: 0,
  accuracy: 5,
  battery: 81,
  valid: true,
});
const ANA: MapEmployee = {
  ID_COLABORADOR: 1,
  ID_USUARIO: 10,
  NOME: 'Ana Souza',
  FOTO: null,
  CODIGO_USUARIO_ROTATIVO: null,
  NOME_USUARIO_ROTATIVO: null,
  COMPARTILHADO: false,
  ID_GRUPO_PERMISSOES: 160,
  ID_EQUIPES: [3],
  TRACCAR_DEVICE_ID: 7,
  DEVICE_CODE: 'ana-1',
  POSITIONS: [position(2, -23.55, 12)],
  START_POSITION: position(120, -23.6),
  END_POSITION: position(2, -23.55),
  LAST_UPDATE: minutesAgo(2),
  ONLINE: true,
};
const CAIO: MapEmployee = {
  ...ANA,
  ID_COLABORADOR: 2,
  ID_USUARIO: 11,
  NOME: 'Caio Lima',
  ID_GRUPO_PERMISSOES: 159,
  ID_EQUIPES: [],
  TRACCAR_DEVICE_ID: 8,
  POSITIONS: [position(300, -23.5)],
  LAST_UPDATE: minutesAgo(300),
  ONLINE: false,
};

const handlers = {
  ConsultarConfiguracaoMapa: () => ({ TILE_URL: 'https://tiles.test/{z}/{x}/{y}.png', ATTRIBUTION: '' }),
  ConsultarPosicaoDosColaboradoresNoMapa: () => ({ COLABORADORES: { COLABORADOR: [ANA, CAIO] } }),
  ConsultarGruposPermissoes: () => ({
    GRUPOS: [
      { id: 159, name: 'Supervisor' },
      { id: 160, name: 'Operador' },
    ],
  }),
  ConsultarEquipesVersionadas: () => ({ ITEMS: [{ id: 3, label: 'Equipe Sul' }] }),
  GetCompanyTraccarToken: () => ({ token: 'tk', expiryDate: minutesAgo(-10) }),
  GetDeviceTrace: () => ({
    DEVICE_ID: 7,
    POSITIONS: [position(120, -23.6), position(60, -23.58), position(2, -23.55)],
  }),
  ConsultarDocumentosEnviadosColaborador: () => ({
    DOCUMENTOS: {
      DOCUMENTO: [
        {
          documentId: 44,
          documentName: 'Vistoria da bomba',
          taskId: null,
          latitude: -23.58,
          longitude: -46.62,
          fillTime: minutesAgo(60),
        },
        {
          documentId: 45,
          documentName: 'Checklist sem posição',
          taskId: null,
          latitude: null,
          longitude: null,
          fillTime: minutesAgo(30),
        },
      ],
    },
  }),
  ListEntities: (p: Record<string, unknown>) => {
    if (p.ENTITY === 'unit') throw new Error('down');
    return {
      ITEMS: [
        {
          id: 5,
          name: 'Padaria Central',
          address: { city: 'São Paulo', latitude: -23.54, longitude: -46.64 },
        },
        { id: 6, name: 'Cliente sem endereço' },
      ],
      TOTAL: 2,
    };
  },
};
const FUNCTIONALITIES = { DASHBOARD: 'VIEW', CLIENT: 'VIEW', UNIT: 'VIEW', TASK: 'VIEW' } as const;

let server: ReturnType<typeof fakeTrackerServer>;
beforeEach(() => {
  server = fakeTrackerServer();
  vi.stubGlobal('WebSocket', server.WebSocket);
  vi.stubGlobal('fetch', server.fetch);
});
afterEach(() => void vi.unstubAllGlobals());

async function open() {
  const app = renderApp({
    path: '/dashboard',
    user: fixtureUser,
    functionalities: FUNCTIONALITIES,
    handlers,
  });
  const map = await screen.findByRole('region', { name: 'Mapa da equipe' }, { timeout: 20_000 });
  return { app, map };
}
const marker = (map: HTMLElement, title: string) =>
  map.querySelector<HTMLElement>(`.leaflet-marker-icon[title="${title}"]`);

describe('/dashboard (team map)', () => {
  it('shows each employee where they are, filters them, and moves them live', async () => {
    const { map } = await open();
    expect(document.title).toBe('Mapa da equipe · Campo');
    await waitFor(() => expect(marker(map, 'Ana Souza')).toBeTruthy());
    expect(marker(map, 'Caio Lima')).toBeTruthy();
    const list = screen.getByRole('list', { name: '2 colaboradores' });
    expect(within(list).getByText(/Online · 12 km\/h · Bateria 81%/)).toBeTruthy();
    expect(within(list).getByText(/Offline/)).toBeTruthy();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Cargo' }), 'Operador');
    await waitFor(() => expect(marker(map, 'Caio Lima')).toBeNull());
    expect(screen.getByRole('list', { name: '1 colaborador' })).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Cargo' }), 'Todos os cargos');

    // The live feed: the session opened with the company's token, then a position moves Ana.
    await waitFor(() => expect(server.sockets).toHaveLength(1));
    expect(server.sessions).toEqual(['/api/session?token=tk']);
    expect(await screen.findByText('Ao vivo')).toBeTruthy();
    const before = marker(map, 'Ana Souza')!.style.cssText;
    server.sockets[0]!.push({
      positions: [
        {
          id: 99,
          deviceId: 7,
          latitude: -23.5,
          longitude: -46.6,
          speed: 20,
          course: 10,
          fixTime: new Date().toISOString(),
          attributes: { batteryLevel: 64 },
        },
      ],
    });
    await waitFor(() => expect(marker(map, 'Ana Souza')!.style.cssText).not.toBe(before));
    expect(within(list).getByText(/Online · 37 km\/h · Bateria 64%/)).toBeTruthy();

    server.sockets[0]!.drop();
    expect(
      await screen.findByText('Rastreamento ao vivo desconectado: nova tentativa em 30 segundos'),
    ).toBeTruthy();
  });

  it("opens an employee's day: its start and end, the documents sent, another day on request", async () => {
    const { app, map } = await open();
    await userEvent.click(await screen.findByRole('button', { name: /Ana Souza/ }));
    const day = await screen.findByRole('region', { name: 'Trajeto de Ana Souza' });
    expect(await within(day).findByText('3 posições no dia')).toBeTruthy();
    expect(within(day).getByText('2 documentos enviados')).toBeTruthy();
    // A document saved where the browser gave no position is listed, not placed on the map, and says so.
    const unplaced = within(day).getByRole('link', { name: 'Checklist sem posição' }).closest('li')!;
    expect(unplaced.textContent).toContain('sem localização — não aparece no mapa');
    expect(marker(map, 'Checklist sem posição')).toBeNull();
    const placed = within(day).getByRole('link', { name: 'Vistoria da bomba' }).closest('li')!;
    expect(placed.textContent).not.toContain('sem localização');
    const link = within(day).getByRole('link', { name: 'Vistoria da bomba' });
    expect(link.getAttribute('href')).toBe('/finished_form/44');
    await waitFor(() => expect(marker(map, 'Início do trajeto')).toBeTruthy());
    expect(marker(map, 'Fim do trajeto')).toBeTruthy();
    marker(map, 'Vistoria da bomba')!.click();
    const popup = await waitFor(() => map.querySelector<HTMLAnchorElement>('.leaflet-popup a')!);
    expect(popup.textContent).toBe('Abrir documento');
    expect(popup.getAttribute('href')).toBe('/finished_form/44');

    const input = within(day).getByLabelText('Dia');
    expect((input as HTMLInputElement).value).toBe(trackerDay(new Date()));
    fireEvent.change(input, { target: { value: '2026-11-20' } });
    await waitFor(() =>
      expect(app.calls.filter((c) => c.name === 'GetDeviceTrace').at(-1)!.params).toEqual({
        DEVICE_ID: 7,
        DATE: '2026-11-20',
      }),
    );
  });

  it('shows clients with an address as a layer, says when units cannot load, and words geolocation errors', async () => {
    const { map } = await open();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Clientes' }));
    await waitFor(() => expect(marker(map, 'Padaria Central')).toBeTruthy());
    expect(marker(map, 'Cliente sem endereço')).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Unidades' }));
    expect(await screen.findByText('Erro ao carregar os dados das unidades para o mapa')).toBeTruthy();
    expect(marker(map, 'Padaria Central')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Minha localização' }));
    expect(await screen.findByText('Seu navegador não suporta geolocalização')).toBeTruthy();
  });

  it('keeps the list folded under the map on a phone', async () => {
    const restore = setViewportWidth(360);
    try {
      await open();
      const toggle = screen.getByRole('button', { name: 'Mostrar 2 colaboradores' });
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      await userEvent.click(toggle);
      expect(screen.getByRole('button', { name: 'Ocultar colaboradores' })).toBeTruthy();
      expect(await screen.findByRole('button', { name: /Caio Lima/ })).toBeTruthy();
    } finally {
      restore();
    }
  });
});
