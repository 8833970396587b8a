import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDatabase } from '../src/server/db/createDatabase';
import { migrateToLatest } from '../src/server/db/migrateToLatest';
import { DEMO_PASSWORD } from '../src/server/demo/demoPassword';
import { seedDemo } from '../src/server/demo/seedDemo';
import type { BenchTarget } from './BenchTarget';

async function prepare(db: Awaited<ReturnType<typeof createDatabase>>, schema?: string) {
  await migrateToLatest(db, { schema });
  await seedDemo(db, { demo: true, adminPassword: DEMO_PASSWORD });
  return db;
}

/** PGlite in a temporary data directory, and PostgreSQL (own schema) when DATABASE_URL or TEST_DATABASE_URL is set. */
export function benchTargets(): BenchTarget[] {
  const targets: BenchTarget[] = [
    {
      name: 'PGlite (temporary data dir)',
      async open(options = {}) {
        const dir = mkdtempSync(join(tmpdir(), 'campo-bench-'));
        const db = await prepare(await createDatabase({ dataDir: dir, ...options }));
        return {
          db,
          async close() {
            await db.destroy();
            rmSync(dir, { recursive: true, force: true });
          },
        };
      },
    },
  ];
  const url = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (url)
    targets.push({
      name: 'PostgreSQL',
      async open(options = {}) {
        const schema = `campo_bench_${randomBytes(4).toString('hex')}`;
        const run = async (sql: string) => {
          const client = new pg.Client({ connectionString: url });
          await client.connect();
          await client.query(sql);
          await client.end();
        };
        await run(`create schema ${schema}`);
        const db = await prepare(
          await createDatabase({ databaseUrl: url, searchPath: schema, ...options }),
          schema,
        );
        return {
          db,
          postgres: { url, schema },
          async close() {
            await db.destroy();
            await run(`drop schema ${schema} cascade`);
          },
        };
      },
    });
  return targets;
}
