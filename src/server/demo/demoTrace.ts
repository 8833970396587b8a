import { distanceMeters } from '../../runtime/tasks/distanceMeters';

/** One point of a demo trace, speed in knots (as the tracker stores it). */
export interface DemoTracePoint {
  at: Date;
  latitude: number;
  longitude: number;
  speed: number;
  course: number;
  battery: number;
}

const KNOTS_PER_MPS = 1.943844;

/**
 * A phone's day between `from` and `to` (one point each `stepMs`), going round `route` once an hour and a
 * half, battery falling from 96 %: deterministic, so the demo looks the same on every start.
 *
 * @example demoTrace(route, new Date('2026-11-26T11:00:00Z'), new Date('2026-11-26T15:00:00Z'), 60_000)
 */
export function demoTrace(
  route: Array<[number, number]>,
  from: Date,
  to: Date,
  stepMs: number,
): DemoTracePoint[] {
  const loop = [...route, route[0]!];
  const legs = loop.slice(1).map((end, i) => {
    const start = loop[i]!;
    return {
      start,
      end,
      meters: distanceMeters({ lat: start[0], lng: start[1] }, { lat: end[0], lng: end[1] }),
    };
  });
  const total = legs.reduce((sum, leg) => sum + leg.meters, 0);
  const loopMs = 90 * 60_000;
  const points: DemoTracePoint[] = [];
  for (let t = from.getTime(), n = 0; t <= to.getTime(); t += stepMs, n++) {
    let along = (((t - from.getTime()) % loopMs) / loopMs) * total;
    const leg = legs.find((l) => (along <= l.meters ? true : ((along -= l.meters), false))) ?? legs.at(-1)!;
    const f = leg.meters > 0 ? Math.min(1, along / leg.meters) : 0;
    const latitude = leg.start[0] + (leg.end[0] - leg.start[0]) * f;
    const longitude = leg.start[1] + (leg.end[1] - leg.start[1]) * f;
    const course = (Math.atan2(leg.end[1] - leg.start[1], leg.end[0] - leg.start[0]) * 180) / Math.PI;
    points.push({
      at: new Date(t),
      latitude: Math.round(latitude * 1e6) / 1e6,
      longitude: Math.round(longitude * 1e6) / 1e6,
      speed: Math.round((total / (loopMs / 1000)) * KNOTS_PER_MPS * 10) / 10,
      course: Math.round((course + 360) % 360),
      battery: Math.max(15, 96 - Math.floor(n / 12)),
    });
  }
  return points;
}
