import { sql } from 'kysely';
import { buildApp, PROJECT_ROOT } from '../src/server/app';
import { insertRecords } from '../src/server/entities/writeRecords';
import { demoAddress } from '../src/server/demo/demoAddress';
import { demoClient } from '../src/server/demo/demoClient';
import { ensureEntityIndexes } from '../src/server/entities/ensureEntityIndexes';
import { entitiesOf } from '../src/server/entities/entitiesOf';
import { loadServerMetadata } from '../src/server/metadata/loadServerMetadata';
import type { Bench, BenchTarget } from './BenchTarget';
import { benchCommand, createBenchCompany, percentile } from './benchSupport';

const CLIENTS = Number(process.env.BENCH_CLIENTS || 100_000);
const CALLS = Number(process.env.BENCH_CALLS || 200);
const UNITS = 10_000;
const TERMS = ['horizonte', 'santos', 'ana', 'aurora', 'souza', 'hotel'];

/**
 * The entity engine at scale, through the whole command path (app.inject: token, access, Ajv,
 * transaction, handler): ListEntities over 100,000 clients of a temporary company, one page of 50 with a
 * search term and a sort, median and p95 of 200 calls; then SaveEntities of 10,000 units.
 * Targets: p95 < 30 ms on PostgreSQL; 10,000 units < 10 s.
 */
export const entities: Bench = {
  name: `ListEntities over ${CLIENTS.toLocaleString('en')} clients; SaveEntities of ${UNITS.toLocaleString('en')} units`,
  async run(target: BenchTarget) {
    const { db, close } = await target.open();
    const metadata = loadServerMetadata(PROJECT_ROOT);
    const app = await buildApp({
      db,
      metadata,
      config: { rateLimitPerMinute: 100_000_000, bodyLimitBytes: 64 * 1024 * 1024 },
    });
    try {
      const seeded = Date.now();
      const { companyId, login } = await db.transaction().execute(async (trx) => {
        const company = await createBenchCompany(trx);
        const client = entitiesOf(metadata).get('client')!;
        for (let start = 0; start < CLIENTS; start += 10_000) {
          const rows = Array.from({ length: Math.min(10_000, CLIENTS - start) }, (_, i) =>
            demoClient(start + i),
          );
          await insertRecords(trx, company.companyId, company.userId, client, rows);
        }
        return company;
      });
      await ensureEntityIndexes(db, metadata);
      // PGlite (and a fresh PostgreSQL table) only use the GIN and expression indexes once analysed.
      await sql`vacuum analyze entity_records`.execute(db);
      const seedSeconds = (Date.now() - seeded) / 1000;

      const command = await benchCommand(app, login);
      const list = (i: number) =>
        command('ListEntities', {
          ENTITY: 'client',
          SEARCH: TERMS[i % TERMS.length]!,
          SORT: i % 2 ? 'name' : '-name',
          PAGE_SIZE: '50',
        });
      const coldStarted = performance.now();
      const sample = await list(0);
      const coldMs = performance.now() - coldStarted;
      if (sample.ROOT.RESULT !== '1')
        throw new Error(`ListEntities failed: ${sample.ROOT.MESSAGES.ERRORS[0]}`);
      for (let i = 0; i < 20; i++) await list(i);
      const times: number[] = [];
      for (let i = 0; i < CALLS; i++) {
        const started = performance.now();
        await list(i);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);

      // A list right after an edit: the in-memory list index catches up with the one changed row.
      const edited = (sample.ROOT.ITEMS as Array<{ id: number; version: number; name: string }>)[0]!;
      let version = edited.version;
      const afterEdit: number[] = [];
      for (let i = 0; i < 40; i++) {
        const saved = await command('SaveEntity', {
          ENTITY: 'client',
          ID: String(edited.id),
          VERSION: String(version),
          DATA: { name: `${edited.name} ${i}` },
        });
        if (saved.ROOT.RESULT !== '1') throw new Error(`SaveEntity failed: ${saved.ROOT.MESSAGES.ERRORS[0]}`);
        version = Number(saved.ROOT.VERSION);
        const started = performance.now();
        await list(i);
        afterEdit.push(performance.now() - started);
      }
      afterEdit.sort((a, b) => a - b);

      const units = Array.from({ length: UNITS }, (_, i) => ({
        title: `Unidade ${i + 1}`,
        address: demoAddress(i),
        enabled: i % 10 !== 0,
      }));
      const started = performance.now();
      const saved = await command('SaveEntities', { ENTITY: 'unit', ROWS: units });
      const bulkMs = performance.now() - started;
      if (saved.ROOT.RESULT !== '1') throw new Error(`SaveEntities failed: ${saved.ROOT.MESSAGES.ERRORS[0]}`);
      await sql`delete from entity_records where company_id = ${companyId}`.execute(db);
      return [
        `  seeded ${CLIENTS} clients in ${seedSeconds.toFixed(1)} s; page of 50 matching ${String(sample.ROOT.TOTAL)}${sample.ROOT.TOTAL_CAPPED ? '+' : ''} of them ('${TERMS[0]}')`,
        `  first broad search (loads the list index): ${coldMs.toFixed(0)} ms`,
        `  ListEntities (search + sort, 50 rows): median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms over ${CALLS} calls (target p95 < 30 ms on PostgreSQL)`,
        `  ListEntities right after an edit of one client: median ${percentile(afterEdit, 50).toFixed(1)} ms, p95 ${percentile(afterEdit, 95).toFixed(1)} ms over ${afterEdit.length} edits`,
        `  SaveEntities ${UNITS} units: ${(bulkMs / 1000).toFixed(2)} s (target < 10 s)`,
      ];
    } finally {
      await app.close();
      await close();
    }
  },
};
