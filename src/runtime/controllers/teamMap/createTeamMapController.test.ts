import { describe, expect, it } from 'vitest';
import type { MapEmployee } from '../../protocol/answers/MapEmployee';
import type { MapPosition } from '../../protocol/answers/MapPosition';
import { stubAdapter } from '../../testing/stubAdapter';
import type { TrackerFeedListener } from '../../tracker/TrackerFeed';
import { createTeamMapController } from './createTeamMapController';

const NOW = new Date('2026-11-26T15:00:00.000Z'); // 12:00 in São Paulo
const at = (minutesAgo: number) => new Date(NOW.getTime() - minutesAgo * 60_000).toISOString();
const position = (minutesAgo: number, latitude = -23.55): MapPosition => ({
  latitude,
  longitude: -46.63,
  fixTime: at(minutesAgo),
  speed: 0,
  course: 0,
  accuracy: 5,
  battery: 90,
  valid: true,
});
const employee = (over: Partial<MapEmployee>): MapEmployee => ({
  ID_COLABORADOR: 1,
  ID_USUARIO: 10,
  NOME: 'Ana Campo',
  FOTO: null,
  CODIGO_USUARIO_ROTATIVO: null,
  NOME_USUARIO_ROTATIVO: null,
  COMPARTILHADO: false,
  ID_GRUPO_PERMISSOES: 160,
  ID_EQUIPES: [3],
  TRACCAR_DEVICE_ID: 7,
  DEVICE_CODE: 'ana-1',
  POSITIONS: [position(30)],
  START_POSITION: position(240),
  END_POSITION: position(30),
  LAST_UPDATE: at(30),
  ONLINE: false,
  ...over,
});
const ANA = employee({});
const BETO = employee({
  ID_COLABORADOR: 2,
  ID_USUARIO: 11,
  NOME: 'Beto',
  ID_GRUPO_PERMISSOES: 159,
  ID_EQUIPES: [],
  TRACCAR_DEVICE_ID: null,
  POSITIONS: [],
  START_POSITION: null,
  END_POSITION: null,
  LAST_UPDATE: null,
});

function setup() {
  const command = stubAdapter({
    ConsultarPosicaoDosColaboradoresNoMapa: () => ({ COLABORADORES: { COLABORADOR: [ANA, BETO] } }),
    ConsultarGruposPermissoes: () => ({ GRUPOS: [{ id: 160, name: 'Operador' }] }),
    ConsultarEquipesVersionadas: () => ({ ITEMS: [{ id: 3, label: 'Equipe Sul' }] }),
    GetDeviceTrace: (p) => ({ DEVICE_ID: p.DEVICE_ID, POSITIONS: [position(240), position(30)] }),
    ConsultarDocumentosEnviadosColaborador: () => ({
      DOCUMENTOS: {
        DOCUMENTO: [
          {
            documentId: 44,
            documentName: 'Vistoria',
            taskId: null,
            latitude: -23.5,
            longitude: -46.6,
            fillTime: at(60),
          },
        ],
      },
    }),
    ListEntities: (p) => {
      if (p.ENTITY === 'unit') throw new Error('down');
      return { ITEMS: [{ id: 1, name: 'Cliente' }], TOTAL: 1 };
    },
  });
  return { command, map: createTeamMapController({ command, now: () => NOW }) };
}

describe('createTeamMapController', () => {
  it('loads the team with its filters, and filters by role and work group', async () => {
    const { map } = setup();
    await map.getState().load();
    expect(map.getState()).toMatchObject({
      status: 'ready',
      roles: [{ id: 160, name: 'Operador' }],
      squads: [{ id: 3, name: 'Equipe Sul' }],
    });
    expect(map.getState().shown.map((e) => e.NOME)).toEqual(['Ana Campo', 'Beto']);
    map.getState().setFilter({ roleId: 159 });
    expect(map.getState().shown.map((e) => e.NOME)).toEqual(['Beto']);
    map.getState().setFilter({ roleId: null, squadId: 3 });
    expect(map.getState().shown.map((e) => e.NOME)).toEqual(['Ana Campo']);
  });

  it("opens an employee's day: the trace of the chosen date and the documents sent that day", async () => {
    const { map, command } = setup();
    await map.getState().load();
    await map.getState().select('10:');
    expect(map.getState().day).toMatchObject({ key: '10:', date: '2026-11-26', status: 'ready' });
    expect(map.getState().day!.trace).toHaveLength(2);
    expect(map.getState().day!.documents.map((d) => d.documentId)).toEqual([44]);
    await map.getState().select('10:', '2026-11-25');
    expect(command.calls.filter((c) => c.name !== 'ListEntities').slice(-2)).toMatchObject([
      { name: 'GetDeviceTrace', params: { DEVICE_ID: 7, DATE: '2026-11-25' } },
      {
        name: 'ConsultarDocumentosEnviadosColaborador',
        params: { ID_COLABORADOR: 1, DATA_ENVIO: '2026-11-25' },
      },
    ]);
    await map.getState().select(null);
    expect(map.getState().day).toBeNull();
  });

  it("moves an employee with the live feed, late positions kept in order, and lengthens today's trace", async () => {
    const { map } = setup();
    await map.getState().load();
    await map.getState().select('10:');
    let listener: TrackerFeedListener | undefined;
    const close = map.getState().follow((l) => ((listener = l), () => undefined));
    listener!.status!('live');
    expect(map.getState().live).toBe('live');
    const pushed = (minutesAgo: number, latitude: number, valid = true) => ({
      id: minutesAgo,
      deviceId: 7,
      latitude,
      longitude: -46.63,
      speed: 10,
      course: 0,
      valid,
      fixTime: at(minutesAgo),
      attributes: { batteryLevel: 55 },
    });
    listener!.positions([pushed(1, -23.4), pushed(10, -23.45), pushed(0, -23.3, false)]);
    const ana = map.getState().employees[0]!;
    expect(ana.POSITIONS.map((p) => p.latitude)).toEqual([-23.4, -23.45, -23.55]);
    expect(ana.POSITIONS[0]).toMatchObject({ speed: 18.52, battery: 55 });
    expect(ana).toMatchObject({ ONLINE: true, LAST_UPDATE: at(1), END_POSITION: { latitude: -23.4 } });
    expect(map.getState().day!.trace.map((p) => p.fixTime)).toEqual([at(240), at(30), at(10), at(1)]);
    close();
    expect(map.getState().live).toBe('off');
  });

  it('reads a layer once it is shown; a layer that cannot load says so and the map stays', async () => {
    const { map } = setup();
    await map.getState().toggleLayer('client', true);
    expect(map.getState().layers.client).toEqual({ status: 'ready', records: [{ id: 1, name: 'Cliente' }] });
    await map.getState().toggleLayer('unit', true);
    expect(map.getState().layers.unit.status).toBe('failed');
  });
});
