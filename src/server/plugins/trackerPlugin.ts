import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerServices } from '../ServerServices';
import type { OsmAndPorts } from '../tracker/OsmAndPorts';
import { osmandRoutes, type IdentifierLimit } from '../tracker/osmandRoutes';
import type { Tracker } from '../tracker/Tracker';
import type { TrackerHub } from '../tracker/TrackerHub';
import { trackerSessionRoutes } from '../tracker/trackerSessionRoutes';

/**
 * The tracker server's HTTP side (docs/tracker.md): OsmAnd ingestion at /api/osmand (and at `/` of the
 * OsmAnd ports), with one per-identifier rate limit for both; the tracker session (/api/session) and the
 * live feed (/api/socket).
 */
export async function trackerPlugin(
  app: FastifyInstance,
  services: ServerServices & { tracker: Tracker; osmandPorts: OsmAndPorts; hub: TrackerHub },
): Promise<void> {
  const { tracker, config } = services;
  await app.register(rateLimit, { global: false });
  const identifiers = new WeakMap<FastifyRequest, string>();
  const limiter =
    config.trackerRateLimitPerMinute > 0
      ? app.createRateLimit({
          max: config.trackerRateLimitPerMinute,
          timeWindow: 60_000,
          keyGenerator: (request) => `osmand|${identifiers.get(request) ?? request.ip}`,
        })
      : null;
  const limit: IdentifierLimit | null = limiter
    ? async (request, identifier) => {
        identifiers.set(request, identifier);
        const state = await limiter(request);
        return state.isAllowed || !state.isExceeded;
      }
    : null;
  services.osmandPorts.limit = limit;
  await app.register(osmandRoutes, { path: '/api/osmand', tracker, limit });
  await app.register(trackerSessionRoutes, {
    db: services.db,
    hub: services.hub,
    sessionTtlMs: config.sessionTtlHours * 3600 * 1000,
  });
}
