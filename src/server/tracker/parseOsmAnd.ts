import type { OsmAndReport, ReportedPosition } from './ReportedPosition';
import { parseOsmAndTime } from './parseOsmAndTime';

/** Traccar's UnitsConverter.knotsFromMps. */
const KNOTS_PER_MPS = 1.943844;
/** Extra attributes kept per position, and the longest text kept: a client cannot grow a row without bound. */
const MAX_ATTRIBUTES = 20;
const MAX_TEXT = 100;

type Attributes = ReportedPosition['attributes'];

class Malformed extends Error {}

function number(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
  if (typeof value === 'string' && value.trim() === '') throw new Malformed();
  if (!Number.isFinite(n)) throw new Malformed();
  return n;
}

function put(attributes: Attributes, key: string, value: string | number | boolean): void {
  if (key in attributes || Object.keys(attributes).length < MAX_ATTRIBUTES)
    attributes[key] = typeof value === 'string' ? value.slice(0, MAX_TEXT) : value;
}

/** A free attribute as Traccar's default branch keeps it: a number, a boolean or the text. */
function freeValue(value: string): string | number | boolean {
  const n = Number(value);
  if (value.trim() !== '' && Number.isFinite(n)) return n;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

/** Keys of the form protocol not kept: the server has no use for them (cell towers, Wi-Fi, push tokens). */
const IGNORED = new Set(['cell', 'wifi', 'notificationToken']);

function fromForm(params: Array<[string, string]>): OsmAndReport {
  let identifier: string | null = null;
  let time: Date | null = null;
  let latitude: number | null = null;
  let longitude: number | null = null;
  const position = { speed: 0, course: 0, altitude: 0, accuracy: 0, valid: true };
  const attributes: Attributes = {};
  for (const [key, value] of params) {
    switch (key) {
      case 'id':
      case 'deviceid':
        identifier = value;
        break;
      case 'valid':
        position.valid = value.toLowerCase() === 'true' || value === '1';
        break;
      case 'timestamp':
        time = parseOsmAndTime(value);
        if (!time) throw new Malformed();
        break;
      case 'lat':
        latitude = number(value);
        break;
      case 'lon':
        longitude = number(value);
        break;
      case 'location': {
        const [lat, lon] = value.split(',');
        latitude = number(lat);
        longitude = number(lon);
        break;
      }
      case 'speed':
        position.speed = number(value);
        break;
      case 'bearing':
      case 'heading':
        position.course = number(value);
        break;
      case 'altitude':
        position.altitude = number(value);
        break;
      case 'accuracy':
        position.accuracy = number(value);
        break;
      case 'hdop':
        put(attributes, 'hdop', number(value));
        break;
      case 'batt':
        put(attributes, 'batteryLevel', number(value));
        break;
      case 'charge':
        put(attributes, 'charge', value.toLowerCase() === 'true');
        break;
      case 'driverUniqueId':
        put(attributes, 'driverUniqueId', value);
        break;
      default:
        if (!IGNORED.has(key)) put(attributes, key.slice(0, 50), freeValue(value));
    }
  }
  return {
    protocol: 'form',
    identifier,
    malformed: false,
    position:
      latitude !== null && longitude !== null
        ? { ...position, fixTime: time ?? new Date(), latitude, longitude, attributes }
        : null,
  };
}

const objectOf = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

function fromJson(root: Record<string, unknown>): OsmAndReport {
  const identifier =
    typeof root.device_id === 'string' || typeof root.device_id === 'number' ? String(root.device_id) : null;
  const location = objectOf(root.location);
  if (!location) throw new Malformed();
  const time = parseOsmAndTime(String(location.timestamp ?? ''));
  if (!time) throw new Malformed();
  const attributes: Attributes = {};
  if (typeof location.event === 'string') put(attributes, 'event', location.event);
  if (typeof location.is_moving === 'boolean') put(attributes, 'motion', location.is_moving);
  if (typeof location.odometer === 'number') put(attributes, 'odometer', Math.trunc(location.odometer));
  if (typeof location.mock === 'boolean') put(attributes, 'mock', location.mock);
  const activity = objectOf(location.activity);
  if (typeof activity?.type === 'string') put(attributes, 'activity', activity.type);
  const battery = objectOf(location.battery);
  if (battery) {
    const level = typeof battery.level === 'number' ? battery.level : -1;
    if (level >= 0) put(attributes, 'batteryLevel', Math.trunc(level * 100));
    if (battery.is_charging === true) put(attributes, 'charge', true);
  }
  if (typeof location.alarm === 'string') put(attributes, 'alarm', location.alarm);
  const extras = objectOf(location.extras);
  for (const [key, value] of Object.entries(extras ?? {})) {
    if (key === 'alarm' && 'alarm' in location) continue;
    if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string')
      put(attributes, key.slice(0, 50), value);
  }
  const coords = objectOf(location.coords);
  if (!coords) return { protocol: 'json', identifier, malformed: false, position: null };
  const speed = number(coords.speed ?? -1);
  const heading = number(coords.heading ?? -1);
  const accuracy = number(coords.accuracy ?? 0);
  return {
    protocol: 'json',
    identifier,
    malformed: false,
    position: {
      fixTime: time,
      latitude: number(coords.latitude),
      longitude: number(coords.longitude),
      speed: speed >= 0 ? speed * KNOTS_PER_MPS : 0,
      course: heading >= 0 ? heading : 0,
      accuracy: accuracy >= 0 ? accuracy : 0,
      altitude: number(coords.altitude ?? 0),
      valid: true,
      attributes,
    },
  };
}

/** A request as the OsmAnd endpoints receive it. */
export interface OsmAndRequest {
  contentType: string | undefined;
  /** The query string's pairs, in order. */
  query: Array<[string, string]>;
  /** The raw body text (form-encoded or JSON), '' when none. */
  body: string;
}

/**
 * Reads an OsmAnd request as Traccar's OsmAndProtocolDecoder does: a JSON body (content type
 * application/json) is the current Traccar Client's shape (`device_id`, `location.{timestamp, coords,
 * battery, activity, is_moving...}`, speed in m/s turned into knots); anything else is the form protocol,
 * from the query string or, when it has none, the form-encoded body (`id`, `lat`, `lon`, `timestamp`,
 * `speed` in knots, `bearing`, `altitude`, `accuracy`, `batt`, `charge`...; other keys kept as attributes).
 *
 * @example parseOsmAnd({ contentType: undefined, query: [['id', 'abc'], ['lat', '-23.5'], ['lon', '-46.6']], body: '' })
 */
export function parseOsmAnd(request: OsmAndRequest): OsmAndReport {
  const json = request.contentType?.toLowerCase().startsWith('application/json') ?? false;
  try {
    let report: OsmAndReport;
    if (json) {
      const root = objectOf(JSON.parse(request.body || 'null'));
      if (!root) throw new Malformed();
      report = fromJson(root);
    } else {
      const params = request.query.length ? request.query : [...new URLSearchParams(request.body).entries()];
      report = fromForm(params);
    }
    const at = report.position;
    if (at && (Math.abs(at.latitude) > 90 || Math.abs(at.longitude) > 180)) throw new Malformed();
    return report;
  } catch (error) {
    if (!(error instanceof Malformed) && !(error instanceof SyntaxError)) throw error;
    return { protocol: json ? 'json' : 'form', identifier: null, position: null, malformed: true };
  }
}
