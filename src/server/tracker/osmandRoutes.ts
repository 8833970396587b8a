import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseOsmAnd } from './parseOsmAnd';
import type { OsmAndReport } from './ReportedPosition';
import type { Tracker } from './Tracker';

/** A report body is small: Traccar Client sends one location per request. */
const BODY_LIMIT = 64 * 1024;

/** Checks a request against the per-identifier budget; false when over it. */
export type IdentifierLimit = (request: FastifyRequest, identifier: string) => Promise<boolean>;

/**
 * The OsmAnd protocol at `path` (GET and POST) of `app`, answering as Traccar does: 200 once stored;
 * 400 to the form protocol and 404 to JSON for an unknown or missing identifier (counted, never
 * stored); 400 when unreadable; 429 past the identifier's budget. Registered in a scope of its own: the
 * body is read as text whatever its type, and parsed here.
 *
 * @example await app.register(osmandRoutes, { path: '/api/osmand', tracker, limit });
 */
export async function osmandRoutes(
  app: FastifyInstance,
  options: { path: string; tracker: Tracker; limit: IdentifierLimit | null },
): Promise<void> {
  const { tracker, limit } = options;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const search = request.url.indexOf('?');
    const report: OsmAndReport = parseOsmAnd({
      contentType: request.headers['content-type'],
      query: search < 0 ? [] : [...new URLSearchParams(request.url.slice(search + 1)).entries()],
      body: typeof request.body === 'string' ? request.body : '',
    });
    const unknown = report.protocol === 'json' ? 404 : 400;
    if (report.malformed) return reply.status(400).send();
    if (!report.identifier) {
      tracker.refuse(null);
      return reply.status(unknown).send();
    }
    if (limit && !(await limit(request, report.identifier))) return reply.status(429).send();
    const device = await tracker.directory.find(report.identifier);
    if (!device) {
      tracker.refuse(report.identifier);
      return reply.status(unknown).send();
    }
    await tracker.writer.write(device, report.position);
    return reply.status(200).send();
  };
  app.route({ method: ['GET', 'POST'], url: options.path, handler, bodyLimit: BODY_LIMIT });
}
