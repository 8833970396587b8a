import { expect, type APIRequestContext } from '@playwright/test';

/** A point of a simulated drive: where, how fast (km/h) and when (now unless said). */
export interface DrivePoint {
  latitude: number;
  longitude: number;
  speedKmh?: number;
  at?: Date;
}

/**
 * A simulated Traccar Client (the phone app) for the journeys: it posts positions to `/api/osmand` as the
 * current app does, a JSON body with `device_id` and a `location` (ISO timestamp, coords with speed in
 * m/s and heading, battery level 0-1, motion), one request per fix. `drive` sends a route's points a
 * little apart in time, as a phone reporting every few seconds would.
 *
 * @example const phone = traccarClient(request, 'ana-1'); await phone.drive([{ latitude: -23.55, longitude: -46.63 }]);
 */
export function traccarClient(request: APIRequestContext, deviceId: string) {
  let battery = 0.9;
  async function send(point: DrivePoint, heading = 0) {
    battery = Math.max(0.05, battery - 0.01);
    const speed = (point.speedKmh ?? 0) / 3.6;
    const response = await request.post('/api/osmand', {
      data: {
        device_id: deviceId,
        location: {
          timestamp: (point.at ?? new Date()).toISOString(),
          coords: {
            latitude: point.latitude,
            longitude: point.longitude,
            accuracy: 8,
            speed,
            heading,
            altitude: 760,
          },
          is_moving: speed > 0,
          odometer: 0,
          event: 'motionchange',
          battery: { level: battery, is_charging: false },
          activity: { type: speed > 0 ? 'in_vehicle' : 'still' },
        },
      },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
  return {
    send,
    /** Sends each point in turn, `gapMs` apart (their fix times too). */
    async drive(points: DrivePoint[], gapMs = 1_000) {
      for (const [index, point] of points.entries()) {
        const next = points[index + 1];
        const heading = next
          ? (Math.atan2(next.longitude - point.longitude, next.latitude - point.latitude) * 180) / Math.PI
          : 0;
        await send({ ...point, at: point.at ?? new Date() }, (heading + 360) % 360);
        if (next) await new Promise((resolve) => setTimeout(resolve, gapMs));
      }
    },
  };
}
