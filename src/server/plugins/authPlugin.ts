import type { FastifyInstance } from 'fastify';
import type { ServerServices } from '../ServerServices';

const CLEANUP_EVERY_MS = 60 * 60 * 1000;

/**
 * Session housekeeping: an hourly purge of expired sessions, recovery codes and stale login locks, so
 * those tables stay small. (Token resolution itself is SessionService, used by the command pipeline.)
 */
export async function authPlugin(app: FastifyInstance, services: ServerServices): Promise<void> {
  const purge = async () => {
    const dayAgo = new Date(Date.now() - 24 * 3600 * 1000);
    await services.db.deleteFrom('sessions').where('expires_at', '<', dayAgo).execute();
    await services.db.deleteFrom('password_recoveries').where('expires_at', '<', dayAgo).execute();
    await services.db.deleteFrom('login_attempts').where('locked_until', '<', dayAgo).execute();
  };
  const timer = setInterval(
    () => purge().catch((err: unknown) => app.log.warn({ err }, 'session purge failed')),
    CLEANUP_EVERY_MS,
  );
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
