import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/Database';

/** Closes the database with the app (graceful shutdown) when the app owns it; tests share theirs. */
export async function dbPlugin(
  app: FastifyInstance,
  options: { db: Kysely<Database>; owned: boolean },
): Promise<void> {
  if (options.owned) app.addHook('onClose', async () => options.db.destroy());
}
