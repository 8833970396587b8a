import { sql, type Transaction } from 'kysely';
import { occurrencesBetween, type RecurrenceRule } from '../../runtime/tasks/recurrence';
import { zonedDateTime } from '../../runtime/tasks/zonedDateTime';
import type { Database } from '../db/Database';
import type { TaskFields } from '../../runtime/tasks/TaskFields';
import { taskRowValues } from './taskRowValues';

/** How far ahead occurrences exist: one month's period. */
export const GENERATION_DAYS = 31;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Generates the tasks of an active recurrent task (docs/tasks.md) up to `GENERATION_DAYS` after today
 * (in the template's UTC offset), from the day after `generated_until` (so days missed while the server
 * was down are caught up) or, when never generated, from today. Each occurrence is the template's fields
 * with the occurrence date as start and `expiryDays` as due days, built by taskRowValues; the insert skips
 * dates already generated (unique company, template, date), so running twice creates nothing more.
 * Resolves with the number of tasks created; an inactive or unknown template creates none.
 *
 * @example await db.transaction().execute((trx) => generateOccurrences(trx, companyId, id, new Date()));
 */
export async function generateOccurrences(
  trx: Transaction<Database>,
  companyId: number,
  recurrentId: number,
  now: Date,
): Promise<number> {
  const template = await trx
    .selectFrom('recurrent_tasks')
    .select(['template', 'rule', 'utc_offset', 'updated_by'])
    .select(sql<string | null>`generated_until::text`.as('generated_until'))
    .where('company_id', '=', companyId)
    .where('id', '=', recurrentId)
    .where('active', '=', true)
    .forUpdate()
    .executeTakeFirst();
  if (!template) return 0;
  const rule = template.rule as unknown as RecurrenceRule;
  const fields = template.template as unknown as TaskFields;
  const today = zonedDateTime.toLocal(now, template.utc_offset).date;
  const until = addDays(today, GENERATION_DAYS);
  const from = template.generated_until ? addDays(template.generated_until, 1) : today;
  const occurrences = occurrencesBetween(rule, from, until);
  let created = 0;
  if (occurrences.length) {
    const rows = occurrences.map((occurrence) => {
      const values = taskRowValues(
        { ...fields, startDate: occurrence.date, dueDate: null, dueDays: rule.expiryDays },
        template.utc_offset,
        now,
        () => false,
      );
      return {
        ...values,
        company_id: companyId,
        status: 'planned' as const,
        approval: values.needs_approval ? ('pending' as const) : null,
        created_by: template.updated_by,
        updated_by: template.updated_by,
        recurrent_id: recurrentId,
        occurrence_date: occurrence.date,
      };
    });
    const inserted = await trx
      .insertInto('tasks')
      .values(rows)
      .onConflict((oc) => oc.columns(['company_id', 'recurrent_id', 'occurrence_date']).doNothing())
      .returning('id')
      .execute();
    created = inserted.length;
  }
  if (template.generated_until === null || template.generated_until < until)
    await trx
      .updateTable('recurrent_tasks')
      .set({ generated_until: until })
      .where('company_id', '=', companyId)
      .where('id', '=', recurrentId)
      .execute();
  return created;
}
