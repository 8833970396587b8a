import { sql } from 'kysely';
import { buildApp, PROJECT_ROOT } from '../src/server/app';
import type { FormModel } from '../src/runtime/forms/FormModel';
import { loadServerMetadata } from '../src/server/metadata/loadServerMetadata';
import type { Bench, BenchTarget } from './BenchTarget';
import { benchCommand, createBenchCompany, medianP95 } from './benchSupport';

/** Instances on PostgreSQL (the 10,000); PGlite runs a tenth. BENCH_WORKFLOWS overrides both. */
const INSTANCES = (target: BenchTarget) =>
  Number(process.env.BENCH_WORKFLOWS || (target.name.startsWith('PGlite') ? 1_000 : 10_000));
/** Requests in flight at once (the app's pool serves them); BENCH_PARALLEL overrides. */
const PARALLEL = Number(process.env.BENCH_PARALLEL || 4);
/** BENCH_SQL=1 also prints each phase's statements (text, runs per instance), most run first. */
const PRINT_SQL = process.env.BENCH_SQL === '1';

/** The statements a phase ran: counted per instance, and, with BENCH_SQL=1, listed. */
function phaseStatements(statements: string[], count: number, name: string): string[] {
  const lines = [`  statements per instance, ${name}: ${(statements.length / count).toFixed(1)}`];
  if (!PRINT_SQL) return lines;
  const runs = new Map<string, number>();
  for (const text of statements) runs.set(text, (runs.get(text) ?? 0) + 1);
  for (const [text, n] of [...runs].sort((a, b) => b[1] - a[1]))
    lines.push(`    ${(n / count).toFixed(2)} × ${text.replace(/\s+/g, ' ').slice(0, 300)}`);
  return lines;
}

/** The operator fills "Vistoria" (24 h), then a timer of 0 minutes, then the end. */
const MODEL: FormModel = {
  name: 'Bench workflow',
  groups: [{ id: 'op', name: 'Vistoria', fields: [{ id: 'obs', name: 'Observação', type: 'textShort' }] }],
  workflow: {
    steps: [
      { id: 'start', type: 'start', name: 'Início', next: 'fill', settings: {} },
      {
        id: 'fill',
        type: 'documentFill',
        name: 'Vistoria',
        next: 'wait',
        settings: { assignee: { kind: 'previousPerson' }, deadlineHours: 24, groups: ['op'] },
      },
      { id: 'wait', type: 'timer', name: 'Esperar', next: 'end', settings: { hours: 0, minutes: 0 } },
      { id: 'end', type: 'end', name: 'Fim', next: null, settings: {} },
    ],
  },
};

/** Runs `work(i)` for i < count, PARALLEL at a time; answers each call's milliseconds, ascending. */
async function timed(count: number, work: (i: number) => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      for (let i = next++; i < count; i = next++) {
        const started = performance.now();
        await work(i);
        times.push(performance.now() - started);
      }
    }),
  );
  return times.sort((a, b) => a - b);
}

/**
 * The workflow engine at scale through the whole command path: 10,000 documents of a model with a
 * workflow started (SalvarDocumento: an instance each, its document-fill task and deadline job), then
 * each advanced by its finished step (the task's SalvarDocumento: the step finished, the timer step
 * entered, its job scheduled) — steps/s and p95 of the finishing command; then the 10,000 timers, all
 * due at once, drained by the queues of two server processes (the end step finishes each document). Targets: finishing a step
 * under 50 ms p95; 10,000 timers drained under 60 s.
 */
export const workflows: Bench = {
  name: 'Workflow engine: 10,000 instances advanced by one step, 10,000 timers drained',
  async run(target: BenchTarget) {
    const count = INSTANCES(target);
    // Every statement the app runs, BEGIN and COMMIT included; each phase takes its slice.
    const statements: string[] = [];
    const { db, close } = await target.open({ onQuery: (text) => statements.push(text) });
    const boot = () =>
      buildApp({
        db,
        metadata: loadServerMetadata(PROJECT_ROOT),
        config: { rateLimitPerMinute: 100_000_000, jobsPollMs: 0 },
      });
    const app = await boot();
    // A second server process's queue on the same database: two workers drain the timers.
    const second = await boot();
    try {
      await app.ready();
      await second.ready();
      const { companyId, login } = await createBenchCompany(db);
      const command = await benchCommand(app, login);
      const ok = (answer: Awaited<ReturnType<typeof command>>) => {
        if (answer.ROOT.RESULT !== '1') throw new Error(String(answer.ROOT.MESSAGES.ERRORS[0]));
        return answer.ROOT;
      };
      const formId = Number(ok(await command('SalvarModelo', { MODELO: MODEL })).ID);
      const documents: number[] = [];
      const startTimes = await timed(count, async (i) => {
        const root = ok(
          await command('SalvarDocumento', { MODELO_ID: formId, VERSAO: 1, VALORES: {}, FINALIZADO: 1 }),
        );
        documents[i] = Number(root.ID);
      });
      const tasks = new Map(
        (
          await db
            .selectFrom('tasks')
            .select(['id', 'document_id'])
            .where('company_id', '=', companyId)
            .where('workflow_run_id', 'is not', null)
            .execute()
        ).map((row) => [Number(row.document_id), row.id]),
      );
      const finishFrom = statements.length;
      const started = performance.now();
      const finishTimes = await timed(count, async (i) => {
        ok(
          await command('SalvarDocumento', {
            ID: documents[i],
            MODELO_ID: formId,
            VERSAO: 1,
            VALORES: { obs: `ok ${i}` },
            ATIVIDADE_ID: tasks.get(documents[i]!),
            FINALIZADO: 1,
          }),
        );
      });
      const finishSeconds = (performance.now() - started) / 1000;
      const finishStatements = statements.slice(finishFrom);
      const drainFrom = statements.length;
      const drainStarted = performance.now();
      for (;;) {
        const ran = await Promise.all([app.jobs.runOnce(), second.jobs.runOnce()]);
        if (ran[0] + ran[1] === 0) break;
      }
      const drainSeconds = (performance.now() - drainStarted) / 1000;
      const drainStatements = statements.slice(drainFrom);
      const ended = await sql<{ n: string }>`
        select count(*) as n from workflow_instances where company_id = ${companyId} and status = 'finished'`.execute(
        db,
      );
      return [
        `  ${count.toLocaleString('en')} documents started (SalvarDocumento, ${PARALLEL} in flight): ${medianP95(startTimes)}`,
        `  ${count.toLocaleString('en')} steps finished (the task's SalvarDocumento): ${Math.round(count / finishSeconds)} steps/s, ${medianP95(finishTimes)}`,
        ...phaseStatements(finishStatements, count, 'finishing its step (one SalvarDocumento)'),
        `  ${count.toLocaleString('en')} timers due at once drained in ${drainSeconds.toFixed(1)} s (${Math.round(count / drainSeconds)} jobs/s); ${Number(ended.rows[0]!.n).toLocaleString('en')} instances finished`,
        ...phaseStatements(drainStatements, count, 'its timer job (both queues, polls included)'),
      ];
    } finally {
      await second.close();
      await app.close();
      await close();
    }
  },
};
