import { createStore, type StoreApi } from 'zustand/vanilla';
import { TIMING } from '../../constants/TIMING';
import type { CommandFn } from '../../protocol/CommandFn';
import type { MapEmployee } from '../../protocol/answers/MapEmployee';
import type { MapPosition } from '../../protocol/answers/MapPosition';
import type { SentDocument } from '../../protocol/answers/SentDocument';
import { employeeKey } from '../../tracker/employeeKey';
import { mapPositionOf } from '../../tracker/mapPositionOf';
import type { TrackerDevice } from '../../tracker/TrackerDevice';
import type { TrackerFeed, TrackerFeedStatus } from '../../tracker/TrackerFeed';
import type { TrackerPosition } from '../../tracker/TrackerPosition';
import { trackerDay } from '../../tracker/trackerDay';

/** Positions kept per employee (spec 000 §9). */
const LAST_POSITIONS = 5;

/** A filter option: a role (permission group) or a work group. */
export interface TeamMapOption {
  id: number;
  name: string;
}

/** The selected employee's day: their trace and the documents they sent. */
export interface TeamMapDay {
  key: string;
  date: string;
  status: 'loading' | 'ready' | 'failed';
  /** Oldest first. */
  trace: MapPosition[];
  documents: SentDocument[];
}

/** The optional layers of located records (spec 001 §5: those without an address are not on the map). */
export type TeamMapLayer = 'client' | 'unit';

/** A layer's records as ListEntities gives them, or why they are not there. */
export interface TeamMapLayerState {
  status: 'off' | 'loading' | 'ready' | 'failed';
  records: Array<Record<string, unknown>>;
}

/** Records per ListEntities page, and pages read at most per layer. */
const LAYER_PAGE = 200;
const LAYER_PAGES = 5;

export interface TeamMapState {
  status: 'loading' | 'ready' | 'failed';
  employees: MapEmployee[];
  /** Role and work-group options; undefined when the user may not read them (the filter is not offered). */
  roles: TeamMapOption[] | undefined;
  squads: TeamMapOption[] | undefined;
  filter: { roleId: number | null; squadId: number | null };
  /** The employees the filter lets through. */
  shown: MapEmployee[];
  /** The clicked employee's day, or null. */
  day: TeamMapDay | null;
  live: TrackerFeedStatus | 'off';
  layers: Record<TeamMapLayer, TeamMapLayerState>;
  /** Shows a layer (reading its records the first time) or hides it. */
  toggleLayer: (layer: TeamMapLayer, on: boolean) => Promise<void>;
  /** ConsultarPosicaoDosColaboradoresNoMapa, roles and work groups. */
  load: () => Promise<void>;
  setFilter: (filter: Partial<TeamMapState['filter']>) => void;
  /** Opens an employee's day (today unless `date`); null closes it. */
  select: (key: string | null, date?: string) => Promise<void>;
  /** Follows the live feed until the returned closer is called. */
  follow: (feed: TrackerFeed) => () => void;
  /** Positions pushed by the feed (Traccar's shape). */
  receive: (positions: TrackerPosition[]) => void;
  receiveDevices: (devices: TrackerDevice[]) => void;
}

export interface TeamMapOptions {
  command: CommandFn;
  /** The clock, for today's day and the online window. */
  now?: () => Date;
}

const byFix = (a: MapPosition, b: MapPosition) => Date.parse(a.fixTime) - Date.parse(b.fixTime);

function shownOf(employees: MapEmployee[], filter: TeamMapState['filter']): MapEmployee[] {
  return employees.filter(
    (e) =>
      (filter.roleId === null || e.ID_GRUPO_PERMISSOES === filter.roleId) &&
      (filter.squadId === null || e.ID_EQUIPES.includes(filter.squadId)),
  );
}

/** An employee with a new position: kept among the last five by fix time (phones send late and out of order). */
function withPosition(employee: MapEmployee, position: MapPosition, now: Date, today: string): MapEmployee {
  if (employee.POSITIONS.some((p) => p.fixTime === position.fixTime)) return employee;
  const positions = [...employee.POSITIONS, position].sort(byFix).reverse().slice(0, LAST_POSITIONS);
  const latest = positions[0]!;
  const isToday = trackerDay(new Date(position.fixTime)) === today;
  const end = employee.END_POSITION;
  const start = employee.START_POSITION;
  return {
    ...employee,
    POSITIONS: positions,
    LAST_UPDATE: latest.fixTime,
    ONLINE: employee.ONLINE || now.getTime() - Date.parse(position.fixTime) < TIMING.onlineWindow,
    START_POSITION: isToday && (!start || byFix(position, start) < 0) ? position : start,
    END_POSITION: isToday && (!end || byFix(position, end) > 0) ? position : end,
  };
}

/**
 * The team map's data (issue 17): where each employee is (ConsultarPosicaoDosColaboradoresNoMapa), the
 * role and work-group filter, one employee's day (GetDeviceTrace, ConsultarDocumentosEnviadosColaborador)
 * and the live feed's positions moving the markers and lengthening today's trace. Headless: the screen
 * draws the state and owns the map.
 *
 * @example
 * const map = createTeamMapController({ command });
 * await map.getState().load(); const close = map.getState().follow(createTrackerFeed({ command }));
 */
export function createTeamMapController(options: TeamMapOptions): StoreApi<TeamMapState> {
  const { command } = options;
  const now = options.now ?? (() => new Date());
  // Answers of an earlier click are dropped when another employee or day was chosen since.
  let asked = 0;

  return createStore<TeamMapState>((set, get) => ({
    status: 'loading',
    employees: [],
    roles: undefined,
    squads: undefined,
    filter: { roleId: null, squadId: null },
    shown: [],
    day: null,
    live: 'off',
    layers: { client: { status: 'off', records: [] }, unit: { status: 'off', records: [] } },

    async toggleLayer(layer, on) {
      const setLayer = (state: TeamMapLayerState) => set({ layers: { ...get().layers, [layer]: state } });
      const current = get().layers[layer];
      if (!on) return setLayer({ ...current, status: 'off' });
      if (current.records.length) return setLayer({ ...current, status: 'ready' });
      setLayer({ status: 'loading', records: [] });
      const records: Array<Record<string, unknown>> = [];
      try {
        for (let page = 1; page <= LAYER_PAGES; page++) {
          const answer = await command<{ ITEMS: Array<Record<string, unknown>> }>(
            'ListEntities',
            { ENTITY: layer, PAGE: page, PAGE_SIZE: LAYER_PAGE },
            { silent: true },
          );
          records.push(...answer.ITEMS);
          if (answer.ITEMS.length < LAYER_PAGE) break;
        }
      } catch {
        // The screen says which data could not load (spec 000 §8); the map stays open.
        return setLayer({ status: 'failed', records: [] });
      }
      if (get().layers[layer].status === 'loading') setLayer({ status: 'ready', records });
    },

    async load() {
      const silent = { silent: true } as const;
      const [answer, roles, squads] = await Promise.all([
        command<{ COLABORADORES: { COLABORADOR: MapEmployee[] } }>(
          'ConsultarPosicaoDosColaboradoresNoMapa',
          {},
          { silentOnSuccess: true },
        ).catch(() => undefined),
        command<{ GRUPOS: Array<{ id: number; name: string }> }>('ConsultarGruposPermissoes', {}, silent)
          .then((a) => a.GRUPOS.map((g) => ({ id: g.id, name: g.name })))
          .catch(() => undefined),
        command<{ ITEMS: Array<{ id: number; label: string }> }>(
          'ConsultarEquipesVersionadas',
          { PAGE_SIZE: 200 },
          silent,
        )
          .then((a) => a.ITEMS.map((s) => ({ id: s.id, name: s.label })))
          .catch(() => undefined),
      ]);
      if (!answer) return set({ status: 'failed' });
      const employees = answer.COLABORADORES.COLABORADOR;
      set({ status: 'ready', employees, roles, squads, shown: shownOf(employees, get().filter) });
    },

    setFilter(filter) {
      const next = { ...get().filter, ...filter };
      set({ filter: next, shown: shownOf(get().employees, next) });
    },

    async select(key, date) {
      const ticket = ++asked;
      const employee = key === null ? undefined : get().employees.find((e) => employeeKey(e) === key);
      if (!employee) return set({ day: null });
      const day = date ?? trackerDay(now());
      set({ day: { key: key!, date: day, status: 'loading', trace: [], documents: [] } });
      const trace = employee.TRACCAR_DEVICE_ID
        ? command<{ POSITIONS: MapPosition[] }>(
            'GetDeviceTrace',
            { DEVICE_ID: employee.TRACCAR_DEVICE_ID, DATE: day },
            { silentOnSuccess: true },
          ).then((a) => a.POSITIONS)
        : Promise.resolve([]);
      const documents = command<{ DOCUMENTOS: { DOCUMENTO: SentDocument[] } }>(
        'ConsultarDocumentosEnviadosColaborador',
        {
          ...(employee.ID_COLABORADOR ? { ID_COLABORADOR: employee.ID_COLABORADOR } : {}),
          ...(employee.CODIGO_USUARIO_ROTATIVO
            ? { CODIGO_USUARIO_ROTATIVO: employee.CODIGO_USUARIO_ROTATIVO }
            : {}),
          DATA_ENVIO: day,
        },
        { silentOnSuccess: true },
      ).then((a) => a.DOCUMENTOS.DOCUMENTO);
      try {
        const [positions, sent] = await Promise.all([trace, documents]);
        if (ticket !== asked) return;
        set({ day: { key: key!, date: day, status: 'ready', trace: positions, documents: sent } });
      } catch {
        if (ticket !== asked) return;
        set({ day: { key: key!, date: day, status: 'failed', trace: [], documents: [] } });
      }
    },

    follow(feed) {
      set({ live: 'connecting' });
      const close = feed({
        positions: (positions) => get().receive(positions),
        devices: (devices) => get().receiveDevices(devices),
        status: (live) => set({ live }),
      });
      return () => {
        close();
        set({ live: 'off' });
      };
    },

    receive(positions) {
      const at = now();
      const today = trackerDay(at);
      const byDevice = new Map<number, MapPosition[]>();
      for (const position of positions) {
        // Positions the phone marks invalid are stored, never drawn as where someone is.
        if (position.valid === false) continue;
        byDevice.set(position.deviceId, [
          ...(byDevice.get(position.deviceId) ?? []),
          mapPositionOf(position),
        ]);
      }
      if (!byDevice.size) return;
      const employees = get().employees.map((employee) => {
        const arrived = employee.TRACCAR_DEVICE_ID ? byDevice.get(employee.TRACCAR_DEVICE_ID) : undefined;
        return arrived ? arrived.reduce((e, p) => withPosition(e, p, at, today), employee) : employee;
      });
      const { day } = get();
      const selected = day && employees.find((e) => employeeKey(e) === day.key);
      const arrived = selected?.TRACCAR_DEVICE_ID ? byDevice.get(selected.TRACCAR_DEVICE_ID) : undefined;
      const extended =
        day && day.status === 'ready' && arrived && day.date === today
          ? {
              ...day,
              trace: [
                ...day.trace,
                ...arrived.filter(
                  (p) =>
                    trackerDay(new Date(p.fixTime)) === today &&
                    !day.trace.some((q) => q.fixTime === p.fixTime),
                ),
              ].sort(byFix),
            }
          : day;
      set({ employees, shown: shownOf(employees, get().filter), day: extended });
    },

    receiveDevices(devices) {
      const online = new Set(devices.filter((d) => d.status === 'online').map((d) => d.id));
      if (!online.size) return;
      const employees = get().employees.map((e) =>
        e.TRACCAR_DEVICE_ID && online.has(e.TRACCAR_DEVICE_ID) && !e.ONLINE ? { ...e, ONLINE: true } : e,
      );
      set({ employees, shown: shownOf(employees, get().filter) });
    },
  }));
}
