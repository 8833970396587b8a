import { currentPosition } from './currentPosition';

/** Longest a save waits for a position; the prompt, if any, may stay open after it. */
const WAIT_MS = 3000;
/** A fix this recent is good enough (the browser answers at once from its cache). */
const MAX_AGE_MS = 5 * 60_000;

/** Set once the user refused (or the browser cannot): never asked again while the page lives. */
let refused = false;

/**
 * The browser's position for a document save (the map shows where each document was sent from), or null
 * at once when there is none to be had: never a prompt loop (after a refusal it is not asked again),
 * never a long wait (WAIT_MS, a recent fix accepted), never an error shown. A task filled in location
 * uses useFillPosition instead, which insists and explains.
 *
 * @example const at = await savePosition(); command('SalvarDocumento', { ...params, ...(at ? { POSICAO: at } : {}) });
 */
export async function savePosition(): Promise<{ lat: number; lng: number; accuracy: number } | null> {
  if (refused || typeof navigator === 'undefined' || !('geolocation' in navigator)) return null;
  const state = await navigator.permissions
    ?.query({ name: 'geolocation' })
    .then((status) => status.state)
    .catch(() => 'prompt');
  if (state === 'denied') {
    refused = true;
    return null;
  }
  const found = currentPosition({ timeoutMs: WAIT_MS, maxAgeMs: MAX_AGE_MS }).then(
    (position) => ({ lat: position.lat, lng: position.lng, accuracy: Math.round(position.accuracy) }),
    (key: unknown) => {
      if (String(key).endsWith('permissionDenied') || String(key).endsWith('disabled')) refused = true;
      return null;
    },
  );
  const late = new Promise<null>((resolve) => setTimeout(() => resolve(null), WAIT_MS));
  return Promise.race([found, late]);
}
