import { sql } from 'kysely';
import schema from '../../../../schemas/commands/ConsultarAtividadesRecorrentes.schema.json';
import type { RecurrenceRule } from '../../../runtime/tasks/recurrence';
import { defineCommand } from '../CommandDefinition';
import { requireSession } from '../requireSession';
import { RESPONSIBLE_NAME } from '../../tasks/responsibleSql';
import { TASK_RECORD_NAMES } from '../../tasks/TASK_RECORD_NAMES';

interface Params {
  BUSCA?: string;
  PAGE?: number;
  PAGE_SIZE?: number;
}

interface TemplateRow {
  id: number;
  version: number;
  title: string;
  form_id: number;
  form_name: string | null;
  responsible_kind: 'employee' | 'squad' | 'sharedCode';
  responsible_id: number | null;
  responsible_code: string | null;
  responsible_name: string | null;
  rule: RecurrenceRule;
  start_hour: string | null;
  due_hour: string | null;
  active: boolean;
  generated_until: string | null;
}

/**
 * ConsultarAtividadesRecorrentes {BUSCA? (title), PAGE?, PAGE_SIZE? ≤ 200 (50)} → ITEMS [{id, version,
 * title, formId, formName, responsible {kind, id, code, name}, recurrenceType, weekdays, monthDay,
 * yearDate, periodType, customInterval, expiryDays, baseDate, startHour, dueHour, active,
 * generatedUntil}], TOTAL; TASK VIEW. The company's templates, active ones first, then by title; stopped
 * ones stay listed (their generated tasks remain).
 */
export const consultarAtividadesRecorrentes = defineCommand<Params>({
  name: 'ConsultarAtividadesRecorrentes',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    const trx = await ctx.transaction();
    const search = params.BUSCA?.trim();
    const where = search
      ? sql`r.company_id = ${session.companyId} and unaccented(r.title) ilike unaccented(${`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`})`
      : sql`r.company_id = ${session.companyId}`;
    const count = await sql<{ total: string | number }>`
      select count(*) as total from recurrent_tasks r where ${where}`.execute(trx);
    const pageSize = params.PAGE_SIZE ?? 50;
    // The template's form and responsible as the columns RESPONSIBLE_NAME and TASK_RECORD_NAMES read of a task row `t`.
    const rows = await sql<TemplateRow>`
      select t.id, t.version, t.title, t.form_id, ${TASK_RECORD_NAMES.form} as form_name, t.responsible_kind, t.responsible_id,
        t.responsible_code, ${RESPONSIBLE_NAME} as responsible_name, t.rule,
        t.template->>'startHour' as start_hour, t.template->>'dueHour' as due_hour, t.active,
        t.generated_until::text as generated_until
      from (
        select r.*, r.template->'responsible'->>'kind' as responsible_kind,
          case when r.template->'responsible'->>'kind' in ('employee', 'squad')
            then (r.template->'responsible'->>'id')::int end as responsible_id,
          r.template->'responsible'->>'code' as responsible_code
        from recurrent_tasks r where ${where}
      ) t
      order by t.active desc, lower(t.title), t.id
      limit ${pageSize} offset ${((params.PAGE ?? 1) - 1) * pageSize}`.execute(trx);
    return {
      ITEMS: rows.rows.map((row) => {
        const rule = row.rule as RecurrenceRule & Record<string, unknown>;
        return {
          id: row.id,
          version: row.version,
          title: row.title,
          formId: row.form_id,
          formName: row.form_name,
          responsible: {
            kind: row.responsible_kind,
            id: row.responsible_id,
            code: row.responsible_code,
            name: row.responsible_name,
          },
          recurrenceType: rule.recurrenceType,
          weekdays: rule.weekdays ?? null,
          monthDay: rule.monthDay ?? null,
          yearDate: rule.yearDate ?? null,
          periodType: rule.periodType ?? null,
          customInterval: rule.customInterval ?? null,
          expiryDays: rule.expiryDays ?? 0,
          baseDate: rule.baseDate,
          startHour: row.start_hour ?? '00:00',
          dueHour: row.due_hour ?? '23:59',
          active: row.active,
          generatedUntil: row.generated_until,
        };
      }),
      TOTAL: Number(count.rows[0]?.total ?? 0),
    };
  },
});
