/**
 * A position as the tracker websocket (`/api/socket`) pushes it, in Traccar's own shape so a Traccar
 * web client would read it too: speed in knots, times as ISO instants.
 *
 * @example { id: 1, deviceId: 3, latitude: -23.55, longitude: -46.63, speed: 10.8, course: 90, fixTime: '2026-11-26T12:00:00Z', attributes: { batteryLevel: 80 } }
 */
export interface TrackerPosition {
  id: number;
  /** The tracker device (TRACCAR_DEVICE_ID of the map's employees). */
  deviceId: number;
  latitude: number;
  longitude: number;
  /** Knots, as Traccar sends it. */
  speed: number;
  course: number;
  altitude?: number;
  /** Meters. */
  accuracy?: number;
  valid?: boolean;
  fixTime: string;
  deviceTime?: string;
  serverTime?: string;
  attributes?: { batteryLevel?: number; charge?: boolean; motion?: boolean; [name: string]: unknown };
}
