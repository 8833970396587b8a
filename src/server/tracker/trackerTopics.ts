import type { TraccarPosition } from './TraccarPosition';

/** Bus topic of positions that became a device's current one: `{ c: companyId, positions }`. */
export const POSITIONS_TOPIC = 'tracker.positions';
/** Bus topic of a company's devices added, changed or removed: `{ c: companyId, uniqueIds }`. */
export const DEVICES_TOPIC = 'tracker.devices';

export interface PositionsMessage {
  c: number;
  positions: TraccarPosition[];
}

export interface DevicesMessage {
  c: number;
  uniqueIds: string[];
}
