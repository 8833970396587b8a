import { sql, type Transaction } from 'kysely';
import type { FormModel } from '../../../runtime/forms/FormModel';
import type { Database } from '../../db/Database';

/**
 * The next number of each serial global of a form, for a document saved for the first time. The
 * counter row (form_serials) is created or incremented in one statement, which row-locks it until the
 * transaction ends, so two documents never share a number and a rolled-back save gives its number back.
 * A counter starts at the global's value when that is a positive integer, else at 1.
 *
 * @example await nextSerials(trx, 7, 12, model) // { os: 42 }
 */
export async function nextSerials(
  trx: Transaction<Database>,
  companyId: number,
  formId: number,
  model: FormModel,
): Promise<Record<string, number>> {
  const serials: Record<string, number> = {};
  for (const global of model.globals ?? []) {
    if (global.kind !== 'serial') continue;
    const start = Number(global.value);
    const first = Number.isInteger(start) && start > 0 ? start : 1;
    const row = await sql<{ last_value: string | number }>`
      insert into form_serials (company_id, form_id, global_id, last_value)
      values (${companyId}, ${formId}, ${global.id}, ${first})
      on conflict (company_id, form_id, global_id)
        do update set last_value = form_serials.last_value + 1
      returning last_value`.execute(trx);
    serials[global.id] = Number(row.rows[0]!.last_value);
  }
  return serials;
}
