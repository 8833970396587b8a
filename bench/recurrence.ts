import { sql } from 'kysely';
import { generateOccurrences } from '../src/server/tasks/generateOccurrences';
import type { Bench, BenchTarget } from './BenchTarget';
import { createBenchCompany } from './benchSupport';

const TEMPLATES = 10_000;

/**
 * Recurrence generation at scale: 10,000 recurrent tasks (weekly on three days, monthly, every 2 days,
 * yearly) each generating its occurrences up to a month ahead, one transaction per template as the
 * `tasks.generateOccurrences` job runs it; then the same generation again, as after a restart, which
 * must create nothing.
 */
export const recurrence: Bench = {
  name: 'Recurrence generation of 10,000 recurrent tasks over a month',
  async run(target: BenchTarget) {
    const { db, close } = await target.open();
    try {
      const { companyId, userId } = await createBenchCompany(db);
      const rules = [
        `'{"recurrenceType":"weekly","weekdays":[1,3,5],"baseDate":"2020-01-01","expiryDays":0}'`,
        `'{"recurrenceType":"monthly","monthDay":' || (1 + g % 31) || ',"baseDate":"2020-01-01","expiryDays":3}'`,
        `'{"recurrenceType":"custom","periodType":"days","customInterval":2,"baseDate":"2020-01-01","expiryDays":1}'`,
        `'{"recurrenceType":"yearly","yearDate":"' || to_char(current_date + (g % 30), 'MM-DD') || '","baseDate":"2020-01-01","expiryDays":0}'`,
      ];
      await sql`
        insert into recurrent_tasks (company_id, title, form_id, template, rule, utc_offset, created_by, updated_by)
        select ${companyId}, 'Rotina ' || g, 1,
          jsonb_build_object('title', 'Rotina ' || g, 'formId', 1, 'startDate', '2020-01-01',
            'responsible', jsonb_build_object('kind', 'employee', 'id', ${userId}::int)),
          (case g % 4 ${sql.raw(rules.map((rule, i) => `when ${i} then ${rule}`).join(' '))} end)::jsonb,
          -180, ${userId}, ${userId}
        from generate_series(1, ${TEMPLATES}) g`.execute(db);
      const ids = (
        await db.selectFrom('recurrent_tasks').select('id').where('company_id', '=', companyId).execute()
      ).map((row) => row.id);
      const generate = async () => {
        const started = performance.now();
        let created = 0;
        const now = new Date();
        for (const id of ids)
          created += await db.transaction().execute((trx) => generateOccurrences(trx, companyId, id, now));
        return { created, seconds: (performance.now() - started) / 1000 };
      };
      const first = await generate();
      const again = await generate();
      await sql`delete from tasks where company_id = ${companyId}`.execute(db);
      await sql`delete from recurrent_tasks where company_id = ${companyId}`.execute(db);
      return [
        `  ${TEMPLATES.toLocaleString('en')} recurrent tasks → ${first.created.toLocaleString('en')} occurrences up to a month ahead in ${first.seconds.toFixed(1)} s (${Math.round(TEMPLATES / first.seconds)} templates/s, one transaction each)`,
        `  the same generation again (a restart): ${again.created} created in ${again.seconds.toFixed(1)} s`,
      ];
    } finally {
      await close();
    }
  },
};
