import { sql, type RawBuilder } from 'kysely';
import schema from '../../../../schemas/commands/AlterarAtividades.schema.json';
import { zonedDateTime } from '../../../runtime/tasks/zonedDateTime';
import { loadAudienceViewer } from '../../access/loadAudienceViewer';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { checkTaskReferences } from '../../tasks/checkTaskReferences';
import type { TaskResponsible } from '../../../runtime/tasks/TaskFields';
import { taskIdList } from '../../tasks/taskIdList';

interface Params {
  IDS: number[];
  FUSO?: number;
  ALTERACOES: {
    responsible?: TaskResponsible;
    dueDate?: string;
    dueHour?: string;
    urgent?: boolean;
    hideBeforeStart?: boolean;
    closeAfterDue?: boolean;
  };
}

const FLAGS = [
  ['urgent', 'urgent'],
  ['hideBeforeStart', 'hide_before_start'],
  ['closeAfterDue', 'close_after_due'],
] as const;

/** The ISO text of a timestamptz column as JavaScript's toISOString writes it (the history's format). */
const isoOf = (column: string) =>
  sql`to_jsonb(to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;

/**
 * AlterarAtividades {IDS, FUSO?, ALTERACOES} → ALTERADAS; TASK EDIT. The same changes to every listed task
 * in one statement that updates and writes a history row ({field: {from, to}} for the fields that really
 * change) for exactly the tasks that change; a task already as asked is not written (version kept). Refused as a whole (docs/tasks.md): an unknown, other company's or deleted
 * task (ENTITY_NOT_FOUND), a finished or cancelled one (TASK_NOT_EDITABLE), a due date in the past
 * (TASK_DUE_IN_PAST) or before a task's start (TASK_DUE_BEFORE_START), an unknown responsible.
 */
export const alterarAtividades = defineCommand<Params>({
  name: 'AlterarAtividades',
  params: schema,
  async handler(ctx, params) {
    const changes = params.ALTERACOES;
    const now = new Date();
    const offset = params.FUSO ?? zonedDateTime.defaultOffset;
    const dueAt = changes.dueDate
      ? zonedDateTime.toInstant({ date: changes.dueDate, hour: changes.dueHour ?? '23:59' }, offset)
      : null;
    if (dueAt && dueAt.getTime() < now.getTime()) throw new CommandFailure('TASK_DUE_IN_PAST');
    const { viewer, trx } = await loadAudienceViewer(ctx);
    const responsible = changes.responsible;
    const responsibleColumns = responsible && {
      kind: responsible.kind,
      id: responsible.kind === 'sharedCode' ? null : responsible.id,
      code: responsible.kind === 'sharedCode' ? responsible.code : null,
      codeType: responsible.kind === 'sharedCode' ? responsible.codeType : null,
    };
    if (responsibleColumns)
      await checkTaskReferences(trx, ctx.t, viewer, {
        responsible_kind: responsibleColumns.kind,
        responsible_id: responsibleColumns.id,
      });
    const companyId = viewer.companyId;
    const ids = taskIdList(params.IDS);
    const check = await sql<{ live: number; closed: number; early: number }>`
      select count(*) filter (where status <> 'deleted')::int as live,
        count(*) filter (where status in ('finished', 'cancelled'))::int as closed,
        count(*) filter (where ${dueAt}::timestamptz is not null and start_at > ${dueAt}::timestamptz)::int as early
      from tasks where company_id = ${companyId} and id in ${ids}`.execute(trx);
    const { live = 0, closed = 0, early = 0 } = check.rows[0] ?? {};
    if (live !== params.IDS.length) throw new CommandFailure('ENTITY_NOT_FOUND');
    if (closed > 0) throw new CommandFailure('TASK_NOT_EDITABLE');
    if (early > 0) throw new CommandFailure('TASK_DUE_BEFORE_START');

    const diffs: RawBuilder<unknown>[] = [];
    const sets: RawBuilder<unknown>[] = [];
    if (responsibleColumns) {
      const { kind, id, code, codeType } = responsibleColumns;
      const to = JSON.stringify(
        Object.fromEntries(Object.entries(responsibleColumns).filter(([, v]) => v !== null)),
      );
      diffs.push(sql`case when (responsible_kind, responsible_id, responsible_code, responsible_code_type)
          is distinct from (${kind}::text, ${id}::int, ${code}::text, ${codeType}::text)
        then jsonb_build_object('responsible', jsonb_build_object(
          'from', jsonb_strip_nulls(jsonb_build_object('kind', responsible_kind, 'id', responsible_id,
            'code', responsible_code, 'codeType', responsible_code_type)),
          'to', ${to}::jsonb))
        else '{}'::jsonb end`);
      sets.push(
        sql`responsible_kind = ${kind}, responsible_id = ${id}::int, responsible_code = ${code}::text,
          responsible_code_type = ${codeType}::text`,
      );
    }
    if (dueAt) {
      diffs.push(sql`case when due_at is distinct from ${dueAt}::timestamptz
        then jsonb_build_object('dueAt', jsonb_build_object(
          'from', coalesce(${isoOf('due_at')}, 'null'::jsonb), 'to', to_jsonb(${dueAt.toISOString()}::text)))
        else '{}'::jsonb end`);
      sets.push(sql`due_at = ${dueAt}::timestamptz`);
    }
    for (const [key, column] of FLAGS) {
      const value = changes[key];
      if (value === undefined) continue;
      diffs.push(sql`case when ${sql.ref(column)} <> ${value}::boolean
        then jsonb_build_object(${key}::text, jsonb_build_object('from', to_jsonb(${sql.ref(column)}),
          'to', to_jsonb(${value}::boolean)))
        else '{}'::jsonb end`);
      sets.push(sql`${sql.ref(column)} = ${value}::boolean`);
    }
    // One statement: lock the editable tasks and compute each one's changes on its latest row, then
    // update only those that really change (version + 1) and write their history rows. A task the edit
    // leaves as it is keeps its version and gets no history row: no write at all.
    const result = await sql<{ n: number }>`
      with d as (
        select id, ${sql.join(diffs, sql` || `)} as changes from tasks
        where company_id = ${companyId} and id in ${ids} and status in ('planned', 'in_progress')
        for update
      ), u as (
        update tasks set ${sql.join(sets)}, version = version + 1, updated_by = ${viewer.userId},
          updated_at = ${now}
        from d where tasks.company_id = ${companyId} and tasks.id = d.id and d.changes <> '{}'::jsonb
        returning tasks.id, d.changes
      ), h as (
        insert into task_history (company_id, task_id, at, user_id, changes)
        select ${companyId}, id, ${now}, ${viewer.userId}, changes from u
      )
      select count(*)::int as n from d`.execute(trx);
    if (Number(result.rows[0]?.n ?? 0) !== params.IDS.length) throw new CommandFailure('ENTITY_NOT_FOUND');
    return { ALTERADAS: params.IDS.length };
  },
});
