import type { TrackerDevice } from './TrackerDevice';
import type { TrackerPosition } from './TrackerPosition';

/** Where the live feed stands: opening, receiving, or waiting to try again after a failure. */
export type TrackerFeedStatus = 'connecting' | 'live' | 'retrying';

/** What a live feed tells its listener. */
export interface TrackerFeedListener {
  positions(positions: TrackerPosition[]): void;
  devices?(devices: TrackerDevice[]): void;
  status?(status: TrackerFeedStatus): void;
}

/**
 * Opens the company's live tracker feed (spec 000 §7 "Other channels") and returns its closer. The
 * runtime declares it; `src/adapters/tracker` implements it over the session and the websocket.
 *
 * @example const close = feed({ positions: (p) => console.log(p) }); close();
 */
export type TrackerFeed = (listener: TrackerFeedListener) => () => void;
