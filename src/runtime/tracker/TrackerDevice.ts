/** A tracker device as the websocket's `{ devices: [...] }` message describes it (Traccar's shape). */
export interface TrackerDevice {
  id: number;
  name: string;
  uniqueId: string;
  status: 'online' | 'offline' | 'unknown';
  lastUpdate: string | null;
}
