import { sql, type Kysely } from 'kysely';
import { loadavg } from 'node:os';
import { buildApp, PROJECT_ROOT } from '../src/server/app';
import type { Database } from '../src/server/db/Database';
import { loadServerMetadata } from '../src/server/metadata/loadServerMetadata';
import type { Bench, BenchTarget } from './BenchTarget';
import { benchCommand, createBenchCompany, percentile } from './benchSupport';

/** Revisions on PostgreSQL (the 10,000); PGlite a tenth. BENCH_REVISIONS overrides both. */
const REVISIONS = (target: BenchTarget) =>
  Number(process.env.BENCH_REVISIONS || (target.name.startsWith('PGlite') ? 1_000 : 10_000));
const FORMS = 2_000;
const CALLS = Number(process.env.BENCH_APPROVAL_CALLS || 100);
const TARGET_MS = 50;

/** The list pages a reviewer opens: everything, waiting for me, in review, late, one flow, page 5. */
const PAGES: Record<string, unknown>[] = [
  {},
  { FILTRO: { PARA_MIM: true } },
  { FILTRO: { ESTADO: 'in_review' } },
  { FILTRO: { ATRASADAS: true } },
  { FILTRO: { FLUXO: 0, ESTADO: 'approved' } },
  { PAGINA: 5 },
];

/**
 * The bench's company: 2,000 forms, a default and a custom flow (role 158, the owner's, responsible of
 * both; the owner the custom flow's final approver), `count` revisions, the newest of each form pending
 * (some late), the others approved, half with an approval, written by one set-based INSERT each and
 * ANALYZEd as autovacuum would.
 *
 * @example const { companyId, login } = await seedApprovalRevisions(db, 10_000);
 */
export async function seedApprovalRevisions(db: Kysely<Database>, count: number) {
  const { companyId, userId, login } = await createBenchCompany(db);
  const flows = {
    responsibles: JSON.stringify([{ kind: 'role', id: 158 }]),
    min_approvals: 2,
    updated_by: null,
  };
  await db
    .insertInto('form_approval_flows')
    .values({
      company_id: companyId,
      kind: 'default',
      ...flows,
      final_approver: null,
      deadline: '{"unit":"days","amount":2}',
    })
    .execute();
  const custom = await db
    .insertInto('form_approval_flows')
    .values({
      company_id: companyId,
      kind: 'custom',
      name: 'Bench',
      ...flows,
      final_approver: JSON.stringify({ kind: 'employee', id: userId }),
      deadline: '{"unit":"hours","amount":24}',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`
    insert into forms (company_id, name, current_version, permissions, created_by, updated_by)
    select ${companyId}::integer, 'Formulário ' || g, 1, '{"roles":[],"squads":[],"employees":[]}', ${userId}::integer, ${userId}::integer
    from generate_series(1, ${FORMS}) g`.execute(db);
  // Revision g: form g % FORMS, created 3g minutes ago; the newest of each form (g <= FORMS) is pending
  // (one per form, the unique index), in review or disapproved; a third in the custom flow.
  await sql`
    with f as (select id, row_number() over (order by id) - 1 as n from forms where company_id = ${companyId})
    insert into form_revisions (company_id, form_id, flow_id, state, round, base_version, proposed_version,
      author_id, created_at, updated_at, deadline_at)
    select ${companyId}::integer, f.id, case when g % 3 = 0 then ${custom.id}::integer end,
      case when g > ${FORMS} then 'approved' when g % 2 = 1 then 'in_review' else 'disapproved' end,
      1 + g % 4, 1, 2, ${userId}::integer, now() - g * interval '3 minutes', now(),
      now() - g * interval '3 minutes' + interval '2 days'
    from generate_series(1, ${count}) g join f on f.n = g % ${FORMS}`.execute(db);
  await sql`
    insert into form_revision_rounds (company_id, revision_id, round, base_version, proposed_version)
    select company_id, id, round, 1, 2 from form_revisions where company_id = ${companyId}`.execute(db);
  await sql`
    insert into form_revision_approvals (company_id, revision_id, round, reviewer_id)
    select company_id, id, round, ${userId}::integer from form_revisions where company_id = ${companyId} and id % 2 = 0`.execute(
    db,
  );
  // The rows' summary of their round's approvals (migration 0028), as recordApproval keeps it.
  await sql`
    update form_revisions set approvals = 1, approvers = array[${userId}::integer]
    where company_id = ${companyId} and id % 2 = 0`.execute(db);
  for (const table of ['forms', 'form_revisions', 'form_revision_rounds', 'form_revision_approvals'])
    await sql`analyze ${sql.table(table)}`.execute(db);
  return { companyId, userId, login };
}

/**
 * The form approval list (issue 16) over 10,000 revisions of one company through the whole command path
 * (ConsultarRevisoesModelo: token, access, Ajv, handler): 2,000 forms, a default and a custom flow, the
 * newest revision of each form pending (some late), the others approved, half with an approval, written by
 * one set-based INSERT each and ANALYZEd as autovacuum would. Each call asks one of the pages a reviewer
 * opens (25 rows, TOTAL and the company's counts), one at a time. Target: p95 < 50 ms on PostgreSQL.
 */
export const approvalList: Bench = {
  name: 'Form approval list (ConsultarRevisoesModelo) over 10,000 revisions',
  async run(target: BenchTarget) {
    const count = REVISIONS(target);
    const { db, close } = await target.open();
    try {
      const started = performance.now();
      const { login } = await seedApprovalRevisions(db, count);
      const seeded = performance.now() - started;
      const app = await buildApp({
        db,
        metadata: loadServerMetadata(PROJECT_ROOT),
        config: { rateLimitPerMinute: 100_000_000, jobsPollMs: 0, webhookPollMs: 0 },
      });
      try {
        const command = await benchCommand(app, login);
        let total = 0;
        for (const params of PAGES) {
          const answer = await command('ConsultarRevisoesModelo', params);
          if (answer.ROOT.RESULT !== '1')
            throw new Error(`ConsultarRevisoesModelo: ${answer.ROOT.MESSAGES.ERRORS[0]}`);
          total = Math.max(total, Number((answer.ROOT as unknown as { TOTAL: number }).TOTAL));
        }
        const loadBefore = loadavg()[0]!.toFixed(1);
        const times: number[] = [];
        for (let i = 0; i < CALLS; i++) {
          const at = performance.now();
          await command('ConsultarRevisoesModelo', PAGES[i % PAGES.length]!);
          times.push(performance.now() - at);
        }
        times.sort((a, b) => a - b);
        const median = percentile(times, 50);
        const p95 = percentile(times, 95);
        return [
          `  ${total} revisions (${FORMS} forms) written and analyzed in ${(seeded / 1000).toFixed(1)} s`,
          `  ${CALLS} calls over ${PAGES.length} pages: p50 ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${times[times.length - 1]!.toFixed(1)} ms (target p95 < ${TARGET_MS} ms: ${p95 < TARGET_MS ? 'met' : 'NOT met'}); load average ${loadBefore} before, ${loadavg()[0]!.toFixed(1)} after (shared machine)`,
        ];
      } finally {
        await app.close();
      }
    } finally {
      await close();
    }
  },
};
