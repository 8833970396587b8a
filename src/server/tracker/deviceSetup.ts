/** What the employee screen shows of a device: how to set up the phone app (issue 17 contract). */
export interface DeviceSetup {
  TRACCAR_DEVICE_ID: number;
  IDENTIFICADOR: string;
  /** The address the tracker app sends to (CAMPO_TRACKER_URL). */
  SERVIDOR: string;
  /**
   * A link (and QR payload) that configures Traccar Client: the server address with the identifier and
   * sensible tracking settings as query parameters, read by its "scan QR code" and by deep links.
   */
  CONFIG_URL: string;
}

/**
 * A device's setup for the phone app.
 *
 * @example deviceSetup('https://campo.example/api/osmand', 7, '4821739056').CONFIG_URL
 * // 'https://campo.example/api/osmand?id=4821739056&accuracy=high&interval=60&distance=30&buffer=true'
 */
export function deviceSetup(trackerUrl: string, deviceId: number, identifier: string): DeviceSetup {
  const query = new URLSearchParams({
    id: identifier,
    accuracy: 'high',
    interval: '60',
    distance: '30',
    buffer: 'true',
  });
  return {
    TRACCAR_DEVICE_ID: deviceId,
    IDENTIFICADOR: identifier,
    SERVIDOR: trackerUrl,
    CONFIG_URL: `${trackerUrl}?${query.toString()}`,
  };
}

/**
 * What the employee and shared-user lists answer as DISPOSITIVO: the setup of the device row (ids from a
 * left join may be null), or null when there is none.
 *
 * @example deviceAssignment(trackerUrl, { id: null, unique_id: null }) // null
 */
export function deviceAssignment(
  trackerUrl: string,
  device: { id: number | null; unique_id: string | null } | undefined,
): DeviceSetup | null {
  return device && device.id !== null && device.unique_id !== null
    ? deviceSetup(trackerUrl, device.id, device.unique_id)
    : null;
}
