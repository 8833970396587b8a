import { geolocationErrorKey } from './geolocationErrorKey';

/** A position from the device: degrees, and the accuracy radius in meters. */
export interface DevicePosition {
  lat: number;
  lng: number;
  accuracy: number;
}

const TIMEOUT_MS = 20_000;

/**
 * Asks the browser's geolocation for the device's position (high accuracy, a fresh fix). Rejects with
 * the i18n key of the spec's message for the failure (not supported, disabled outside a secure page,
 * permission denied, unavailable, timeout, unknown), so every GPS screen words it the same.
 *
 * `options` let a caller settle for a recent fix sooner (a photo's stamp must not hold its upload long).
 *
 * @example try { const { lat, lng } = await currentPosition(); } catch (key) { show(t(key as string)); }
 */
export function currentPosition(
  options: { timeoutMs?: number; maxAgeMs?: number } = {},
): Promise<DevicePosition> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) return reject(geolocationErrorKey('notSupported'));
    if (!window.isSecureContext) return reject(geolocationErrorKey('disabled'));
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const { latitude, longitude, accuracy } = position.coords;
        resolve({ lat: latitude, lng: longitude, accuracy });
      },
      (error) => reject(geolocationErrorKey(error)),
      {
        enableHighAccuracy: true,
        timeout: options.timeoutMs ?? TIMEOUT_MS,
        maximumAge: options.maxAgeMs ?? 0,
      },
    );
  });
}
