import { fork } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Bench, BenchTarget } from './BenchTarget';
import { percentile, startBenchServer } from './benchSupport';
import type { LoadReport, LoadSetting } from './manyUsersClient';

const SESSIONS = Number(process.env.BENCH_SESSIONS || 200);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS || 60);
/** Seconds of load before the clock starts (BENCH_WARMUP_SECONDS): see LoadSetting.warmupSeconds. */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const SHARED_TASKS = 5;
const LOGINS = ['dono@demo.campo', 'admin@demo.campo'];
const READS = new Set([
  'ConsultarUsuarioLogado',
  'ConsultarAtividadesFlowV2',
  'ListEntities',
  'ConsultarAtividade',
]);

/** Runs the load process and answers its report. */
function runLoad(setting: LoadSetting): Promise<LoadReport> {
  const child = fork(fileURLToPath(new URL('./manyUsersClient.ts', import.meta.url)), {
    env: { ...process.env, CAMPO_LOAD: JSON.stringify(setting) },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as LoadReport) : reject(new Error(`load process exited ${code}`)),
    ),
  );
}

/**
 * Many users at once (issue 13): SESSIONS sessions (200; BENCH_SESSIONS) for SECONDS (60;
 * BENCH_LOAD_SECONDS), each looping over the logged-in user, the task list, the client list, creating a
 * client, creating a task, editing its own task and editing one of 5 tasks every session edits (stale
 * refusals there are expected). Prints req/s, p50/p95/p99 per command kind, errors, and lost writes
 * (what the clients were told was saved but the database does not hold), after WARMUP_SECONDS (5;
 * BENCH_WARMUP_SECONDS) of the same load that are not timed. Targets on PostgreSQL: every kind p95 < 1 s,
 * reads < 500 ms, 0 errors, nothing lost.
 */
export const manyUsers: Bench = {
  name: `${SESSIONS} concurrent sessions, mixed workload, ${SECONDS} s`,
  async run(target: BenchTarget) {
    const server = await startBenchServer(target);
    const { db } = server;
    try {
      const { companyId, formId, responsibleId } = await server.demo();
      const tag = `Carga ${Date.now()}`;
      const sharedTaskIds: number[] = [];
      for (let i = 0; i < SHARED_TASKS; i++) {
        const row = await db
          .insertInto('tasks')
          .values({
            company_id: companyId,
            title: `${tag} comum ${i}`,
            start_at: new Date(),
            due_at: new Date(Date.now() + 7 * 86_400_000),
            form_id: formId,
            responsible_kind: 'employee',
            responsible_id: responsibleId,
            status: 'planned',
            urgent: false,
            created_by: responsibleId,
            updated_by: responsibleId,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        sharedTaskIds.push(row.id);
      }
      const loadBefore = loadavg()[0]!.toFixed(1);
      const report = await runLoad({
        url: server.url,
        sessions: SESSIONS,
        seconds: SECONDS,
        warmupSeconds: WARMUP_SECONDS,
        logins: LOGINS,
        formId,
        responsibleId,
        sharedTaskIds,
        tag,
      });
      const loadAfter = loadavg()[0]!.toFixed(1);

      // Lost writes: every save a client was told succeeded must be in the database.
      const lost: string[] = [];
      const tasks = await sql<{ n: number }>`
        select count(*)::int as n from tasks where company_id = ${companyId} and title like ${`${tag} %`}
          and id not in (${sql.join(sharedTaskIds)})`.execute(db);
      if (tasks.rows[0]!.n !== report.createdTasks)
        lost.push(`tasks created ${report.createdTasks}, stored ${tasks.rows[0]!.n}`);
      const clients = await sql<{ n: number }>`
        select count(*)::int as n from entity_records where company_id = ${companyId} and entity = 'client'
          and data->>'name' like ${`${tag} cliente %`}`.execute(db);
      if (clients.rows[0]!.n !== report.createdClients)
        lost.push(`clients created ${report.createdClients}, stored ${clients.rows[0]!.n}`);
      for (const own of report.ownTasks) {
        const row = await db
          .selectFrom('tasks')
          .select('version')
          .where('id', '=', own.id)
          .executeTakeFirst();
        if (row?.version !== own.version)
          lost.push(`task ${own.id} at version ${row?.version}, told ${own.version}`);
      }
      for (const id of sharedTaskIds) {
        const edits = report.sharedEdits[id] ?? 0;
        const row = await db
          .selectFrom('tasks')
          .select('version')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        const history = await sql<{ n: number }>`
          select count(*)::int as n from task_history where task_id = ${id}`.execute(db);
        if (row.version !== 1 + edits || history.rows[0]!.n !== edits)
          lost.push(
            `shared task ${id}: ${edits} edits told, version ${row.version}, ${history.rows[0]!.n} history rows`,
          );
      }

      const postgres = !target.name.startsWith('PGlite');
      const kinds = Object.keys(report.times)
        .filter((kind) => kind !== 'Login')
        .sort();
      const total = kinds.reduce((sum, kind) => sum + report.times[kind]!.length, 0);
      const lines = [
        `  ${report.ownTasks.length} sessions for ${report.elapsedSeconds.toFixed(0)} s after ${WARMUP_SECONDS} s of warm-up (load average ${loadBefore} before, ${loadAfter} after; the load process shares the machine): ${Math.round(total / report.elapsedSeconds)} req/s, ${server.workers} server process${server.workers > 1 ? 'es' : ''} (BENCH_WORKERS)`,
      ];
      for (const kind of kinds) {
        const times = report.times[kind]!.sort((a, b) => a - b);
        const goal = READS.has(kind) ? 500 : 1000;
        const p95 = percentile(times, 95);
        lines.push(
          `  ${kind.padEnd(28)} ${(times.length / report.elapsedSeconds).toFixed(1).padStart(6)} req/s  p50 ${percentile(times, 50).toFixed(0)} ms  p95 ${p95.toFixed(0)} ms  p99 ${percentile(times, 99).toFixed(0)} ms  ${postgres ? `(target p95 < ${goal} ms: ${p95 < goal ? 'met' : 'NOT met'})` : ''}`,
        );
      }
      lines.push(
        `  errors: ${report.errors}${report.errorSamples.length ? ` (${report.errorSamples.join('; ')})` : ''}; stale refusals on the shared tasks (expected): ${report.stale}`,
        `  lost writes: ${lost.length}${lost.length ? ` (${lost.slice(0, 5).join('; ')})` : ''}`,
      );
      return lines;
    } finally {
      await server.close();
    }
  },
};
