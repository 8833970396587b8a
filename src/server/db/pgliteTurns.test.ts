import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from './createDatabase';
import type { Database } from './Database';
import type { Kysely } from 'kysely';

/**
 * PGlite runs statements synchronously on the event loop (issue 13): queued statements must leave the
 * loop turns in between, or sockets (new connections, other requests) wait for the whole queue.
 */
describe('PGlite takes turns with the event loop', () => {
  let db: Kysely<Database>;
  beforeAll(async () => {
    db = await createDatabase({});
  });
  afterAll(async () => {
    await db?.destroy();
  });

  it('lets I/O callbacks run between queued statements, which still finish in order', async () => {
    const finished: number[] = [];
    const queued = Array.from({ length: 20 }, (_, i) =>
      sql`select count(*) from generate_series(1, 20000)`.execute(db).then(() => finished.push(i)),
    );
    const doneWhenTheLoopTurned = await new Promise<number>((resolve) =>
      setImmediate(() => resolve(finished.length)),
    );
    await Promise.all(queued);
    expect(doneWhenTheLoopTurned).toBeLessThan(5);
    expect(finished).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });
});
