import { sql } from 'kysely';
import { buildApp, PROJECT_ROOT } from '../src/server/app';
import { loadServerMetadata } from '../src/server/metadata/loadServerMetadata';
import type { Bench, BenchTarget } from './BenchTarget';
import { benchCommand, createBenchCompany, medianP95 } from './benchSupport';

const CALLS = Number(process.env.BENCH_CALLS || 200);
const COMPANIES = 100;
/** The measured company's own tasks (also the mass edit's size). */
const OWN = 10_000;

/**
 * The task list at scale through the whole command path: ConsultarAtividadesFlowV2 (a date preset,
 * states, sort by due date, 50 rows, counts per state) over 1,000,000 tasks in 100 companies on
 * PostgreSQL and 100,000 on PGlite, median and p95 of 200 calls; then AlterarAtividades of 10,000 tasks.
 * Targets: page p95 < 50 ms on PostgreSQL; mass edit < 10 s.
 */
export const tasks: Bench = {
  name: 'ConsultarAtividadesFlowV2 over 100 companies; AlterarAtividades of 10,000 tasks',
  async run(target: BenchTarget) {
    const total = target.name.startsWith('PGlite') ? 100_000 : 1_000_000;
    const { db, close } = await target.open();
    const app = await buildApp({
      db,
      metadata: loadServerMetadata(PROJECT_ROOT),
      config: { rateLimitPerMinute: 100_000_000, bodyLimitBytes: 64 * 1024 * 1024, jobsPollMs: 0 },
    });
    try {
      const seeded = Date.now();
      const { companyId, userId, login } = await createBenchCompany(db);
      // The measured company's tasks (open, so the mass edit may change them all), then the other 99
      // companies' (ids far from real ones) in four statuses; all spread over 60 days around now.
      const insert = (company: unknown, count: number, statuses: string[]) => sql`
        insert into tasks (company_id, title, start_at, due_at, form_id, responsible_kind, responsible_id,
          status, urgent, created_by, updated_by)
        select ${company}, 'Tarefa ' || g, now() + ((g % 60) - 30) * interval '1 day',
          now() + ((g % 60) - 28) * interval '1 day', 1 + g % 5, 'employee', ${userId},
          (${sql.raw(`array[${statuses.map((st) => `'${st}'`).join(', ')}]`)})[1 + g % ${statuses.length}], g % 10 = 0,
          ${userId}, ${userId}
        from generate_series(1, ${count}) g`;
      await insert(companyId, OWN, ['planned', 'in_progress']).execute(db);
      const others = total - OWN;
      await insert(sql`${1_000_000} + g % ${COMPANIES - 1}`, others, [
        'planned',
        'in_progress',
        'finished',
        'cancelled',
      ]).execute(db);
      await sql`analyze tasks`.execute(db);
      const seedSeconds = (Date.now() - seeded) / 1000;

      const command = await benchCommand(app, login);
      const states = [['planned', 'late'], ['in_progress'], ['finished'], ['planned', 'in_progress']];
      const page = (i: number) =>
        command('ConsultarAtividadesFlowV2', {
          PERIODO: i % 2 ? 'last30Days' : 'thisMonth',
          ESTADOS: states[i % states.length],
          ORDENAR: { field: 'due', direction: i % 3 ? 'asc' : 'desc' },
          PAGE: 1 + (i % 5),
          PAGE_SIZE: 50,
        });
      const sample = await page(0);
      if (sample.ROOT.RESULT !== '1')
        throw new Error(`ConsultarAtividadesFlowV2 failed: ${sample.ROOT.MESSAGES.ERRORS[0]}`);
      for (let i = 0; i < 20; i++) await page(i);
      const times: number[] = [];
      for (let i = 0; i < CALLS; i++) {
        const started = performance.now();
        await page(i);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);

      const ids = (
        await db.selectFrom('tasks').select('id').where('company_id', '=', companyId).limit(OWN).execute()
      ).map((row) => row.id);
      const started = performance.now();
      const edited = await command('AlterarAtividades', { IDS: ids, ALTERACOES: { urgent: true } });
      const massMs = performance.now() - started;
      if (edited.ROOT.RESULT !== '1')
        throw new Error(`AlterarAtividades failed: ${edited.ROOT.MESSAGES.ERRORS[0]}`);
      await sql`delete from task_history where company_id = ${companyId}`.execute(db);
      await sql`delete from tasks where company_id = ${companyId} or company_id >= ${1_000_000}`.execute(db);
      return [
        `  seeded ${total.toLocaleString('en')} tasks (${OWN.toLocaleString('en')} in the measured company) in ${seedSeconds.toFixed(1)} s; a page matches ${String(sample.ROOT.TOTAL)}`,
        `  ConsultarAtividadesFlowV2 (preset + states + sort, 50 rows, counts): ${medianP95(times)} over ${CALLS} calls (target p95 < 50 ms on PostgreSQL)`,
        `  AlterarAtividades of ${ids.length.toLocaleString('en')} tasks (with history): ${(massMs / 1000).toFixed(2)} s (target < 10 s)`,
      ];
    } finally {
      await app.close();
      await close();
    }
  },
};
