import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/Database';
import type { TrackerAudience } from './TrackerAudience';
import type { TrackerHub } from './TrackerHub';
import { issueTrackerSecret, trackerAudienceOfSecret } from './trackerTokens';

/** The tracker session's cookie (path /api, HttpOnly), as Traccar's JSESSIONID. */
export const TRACKER_COOKIE = 'campo_tracker';

function cookieOf(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === TRACKER_COOKIE) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * The tracker session as Traccar's web app opens it (docs/tracker.md): GET /api/session?token= (a
 * GetCompanyTraccarToken token) answers the user `{id, name}` and sets the session cookie; without a
 * token, the cookie's session answers the user, else 404; a bad or expired token is 401. The websocket
 * /api/socket needs the cookie (401 before the upgrade without it) and is followed by the hub.
 *
 * @example await app.register(trackerSessionRoutes, { db, hub, sessionTtlMs });
 */
export async function trackerSessionRoutes(
  app: FastifyInstance,
  options: { db: Kysely<Database>; hub: TrackerHub; sessionTtlMs: number },
): Promise<void> {
  const { db, hub, sessionTtlMs } = options;
  await app.register(websocket, { options: { maxPayload: 4096 } });
  const audiences = new WeakMap<FastifyRequest, TrackerAudience>();

  app.get<{ Querystring: { token?: string } }>('/api/session', async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const token = typeof request.query.token === 'string' ? request.query.token : undefined;
    if (!token) {
      const cookie = cookieOf(request);
      const audience = cookie ? await trackerAudienceOfSecret(db, 'session', cookie) : undefined;
      if (!audience) return reply.status(404).send();
      return { id: audience.userId, name: audience.name };
    }
    const audience = await trackerAudienceOfSecret(db, 'token', token);
    if (!audience) return reply.status(401).send();
    const session = await issueTrackerSecret(db, 'session', audience, sessionTtlMs);
    const secure = request.protocol === 'https' ? '; Secure' : '';
    void reply.header(
      'set-cookie',
      `${TRACKER_COOKIE}=${session.token}; Path=/api; HttpOnly; SameSite=Lax; Expires=${session.expiresAt.toUTCString()}${secure}`,
    );
    return { id: audience.userId, name: audience.name };
  });

  app.get(
    '/api/socket',
    {
      websocket: true,
      preValidation: async (request, reply) => {
        const cookie = cookieOf(request);
        const audience = cookie ? await trackerAudienceOfSecret(db, 'session', cookie) : undefined;
        if (!audience) return reply.status(401).send();
        audiences.set(request, audience);
      },
    },
    (socket, request) => {
      // Messages from the browser (Traccar's `{logs: true}`) are not used.
      socket.on('message', () => undefined);
      void hub.open(socket, audiences.get(request)!);
    },
  );
}
