import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { osmandRoutes, type IdentifierLimit } from './osmandRoutes';
import type { Tracker } from './Tracker';

/**
 * The OsmAnd protocol at `/` on ports of its own (CAMPO_OSMAND_PORT, Traccar's 5055), so a phone set up
 * for a Traccar server works unchanged; the same tracker and identifier budget as /api/osmand (`limit`,
 * set by trackerPlugin once the app's rate limiter exists).
 */
export class OsmAndPorts {
  limit: IdentifierLimit | null = null;
  private readonly servers: FastifyInstance[] = [];

  constructor(
    private readonly tracker: Tracker,
    private readonly options: { trustProxy: boolean; log: () => FastifyBaseLogger },
  ) {}

  /** Listens on `port` (0: an ephemeral one) and answers the address. */
  async listen(port: number, host: string): Promise<string> {
    const server = Fastify({ loggerInstance: this.options.log(), trustProxy: this.options.trustProxy });
    await server.register(osmandRoutes, {
      path: '/',
      tracker: this.tracker,
      limit: (request, identifier) => this.limit?.(request, identifier) ?? Promise.resolve(true),
    });
    this.servers.push(server);
    return server.listen({ port, host });
  }

  async close(): Promise<void> {
    await Promise.all(this.servers.splice(0).map((s) => s.close()));
  }
}
