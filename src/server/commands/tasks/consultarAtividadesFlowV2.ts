import { sql, type RawBuilder } from 'kysely';
import schema from '../../../../schemas/commands/ConsultarAtividadesFlowV2.schema.json';
import { datePresetRange } from '../../../runtime/tasks/datePresetRange';
import type { DatePreset } from '../../../runtime/tasks/DATE_PRESETS';
import {
  DEADLINE_BUCKET_BOUNDS,
  deadlineBucket,
  type DeadlineBucket,
} from '../../../runtime/tasks/deadlineBucket';
import { type TaskStateName, type TaskStatus } from '../../../runtime/tasks/TaskStateName';
import { TASK_STATES } from '../../../runtime/tasks/TASK_STATES';
import { taskState } from '../../../runtime/tasks/taskState';
import type { TaskGroupField, TaskSortField } from '../../../runtime/tasks/TaskListQuery';
import { zonedDateTime } from '../../../runtime/tasks/zonedDateTime';
import { defineCommand } from '../CommandDefinition';
import { loadTaskScope } from '../../tasks/loadTaskScope';
import { taskStateCondition } from './taskStateCondition';
import { RESPONSIBLE_NAME } from '../../tasks/responsibleSql';
import { TASK_RECORD_NAMES } from '../../tasks/TASK_RECORD_NAMES';
import { taskListOrder } from './taskListOrder';

interface Params {
  PERIODO?: DatePreset;
  DE?: string;
  ATE?: string;
  CAMPO_DATA?: 'start' | 'due' | 'created' | 'finished';
  FUSO?: number;
  ESTADOS?: TaskStateName[];
  RESPONSAVEIS?: { kind: 'employee' | 'squad' | 'sharedCode'; id?: number; code?: string }[];
  MODELOS?: number[];
  CLIENTES?: number[];
  UNIDADES?: number[];
  PRAZOS?: DeadlineBucket[];
  URGENTE?: boolean;
  BUSCA?: string;
  COM_LOCALIZACAO?: boolean;
  ORDENAR?: { field: TaskSortField; direction?: 'asc' | 'desc' };
  GRUPO?: TaskGroupField;
  PAGE?: number;
  PAGE_SIZE?: number;
}

const DATE_COLUMNS = {
  start: sql.ref('t.start_at'),
  due: sql.ref('t.due_at'),
  created: sql.ref('t.created_at'),
  finished: sql.ref('t.finished_at'),
};

/** Tasks whose address carries coordinates (the map's markers). */
const LOCATED = sql`(jsonb_typeof(t.address->'latitude') = 'number'
  and jsonb_typeof(t.address->'longitude') = 'number')`;

/** The state names as RESUMO keys. */
type Summary = Record<TaskStateName, number>;

interface ListRow {
  id: number;
  version: number;
  title: string;
  status: TaskStatus;
  start_at: Date;
  due_at: Date | null;
  close_after_due: boolean;
  finished_at: Date | null;
  urgent: boolean;
  form_id: number;
  form_name: string | null;
  responsible_kind: 'employee' | 'squad' | 'sharedCode';
  responsible_id: number | null;
  responsible_code: string | null;
  responsible_code_type: string | null;
  responsible_name: string | null;
  client_id: number | null;
  client_name: string | null;
  unit_id: number | null;
  unit_name: string | null;
  approval: string | null;
  latitude: number | null;
  longitude: number | null;
  group_count: number | null;
}

/** The group an item belongs to (GRUPO): the key the UI names it by. */
function groupKey(
  group: TaskGroupField,
  item: { state: string; dueAt: Date | null },
  row: ListRow,
  offset: number,
) {
  switch (group) {
    case 'state':
      return item.state;
    case 'responsible':
      return `${row.responsible_kind}:${row.responsible_id ?? row.responsible_code ?? ''}`;
    case 'form':
      return String(row.form_id);
    case 'client':
      return row.client_id === null ? null : String(row.client_id);
    case 'dueDay':
      return item.dueAt ? zonedDateTime.toLocal(item.dueAt, offset).date : null;
  }
}

/**
 * ConsultarAtividadesFlowV2 (spec 000 §7, product Flow): the task list with the filters of docs/tasks.md,
 * a sorted page (ITEMS), TOTAL and RESUMO (counts per state under every filter but ESTADOS); TASK VIEW.
 * States are computed in SQL at the server's now (taskStateCondition), deleted tasks only when asked.
 * GRUPO sorts by the group first and gives each item `group {key, count}` (the whole group's count), so
 * group headers stay right on every page; items carry the address coordinates (null when not located).
 * Only the tasks the caller may see (loadTaskScope: a viewer's scope, hidden-before-start tasks left out
 * for their responsible), in ITEMS, TOTAL and RESUMO alike.
 */
export const consultarAtividadesFlowV2 = defineCommand<Params>({
  name: 'ConsultarAtividadesFlowV2',
  params: schema,
  async handler(ctx, params) {
    const now = new Date();
    const { db, companyId, listed } = await loadTaskScope(ctx, now);
    const offset = params.FUSO ?? zonedDateTime.defaultOffset;
    const where: RawBuilder<unknown>[] = [sql`t.company_id = ${companyId}`, listed];

    const range = datePresetRange(params.PERIODO ?? 'all', now, offset, { from: params.DE, to: params.ATE });
    const dateColumn = DATE_COLUMNS[params.CAMPO_DATA ?? 'start'];
    if (range.from) where.push(sql`${dateColumn} >= ${range.from}`);
    if (range.to) where.push(sql`${dateColumn} < ${range.to}`);
    if (params.RESPONSAVEIS?.length)
      where.push(
        sql`(${sql.join(
          params.RESPONSAVEIS.map((r) =>
            r.kind === 'sharedCode'
              ? sql`(t.responsible_kind = 'sharedCode' and t.responsible_code = ${r.code ?? ''})`
              : sql`(t.responsible_kind = ${r.kind} and t.responsible_id = ${r.id ?? 0})`,
          ),
          sql` or `,
        )})`,
      );
    const among = (column: string, ids: number[] | undefined) => {
      if (ids?.length) where.push(sql`${sql.ref(column)} in (${sql.join(ids)})`);
    };
    among('t.form_id', params.MODELOS);
    among('t.client_id', params.CLIENTES);
    among('t.unit_id', params.UNIDADES);
    if (params.PRAZOS?.length)
      where.push(
        sql`(${sql.join(
          params.PRAZOS.map((bucket) => {
            const { from, to } = DEADLINE_BUCKET_BOUNDS[bucket];
            const lower = sql`t.due_at >= ${new Date(now.getTime() + from)}`;
            return to === null ? lower : sql`(${lower} and t.due_at < ${new Date(now.getTime() + to)})`;
          }),
          sql` or `,
        )})`,
      );
    if (params.URGENTE !== undefined) where.push(sql`t.urgent = ${params.URGENTE}`);
    if (params.COM_LOCALIZACAO) where.push(LOCATED);
    const search = params.BUSCA?.trim();
    if (search) {
      const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      where.push(
        /^\d{1,9}$/.test(search)
          ? sql`(unaccented(t.title) ilike unaccented(${pattern}) or t.id = ${Number(search)})`
          : sql`unaccented(t.title) ilike unaccented(${pattern})`,
      );
    }

    const base = sql.join(where, sql` and `);
    const states = params.ESTADOS?.length ? params.ESTADOS : TASK_STATES.filter((s) => s !== 'deleted');
    const stateFilter = sql`(${sql.join(
      states.map((s) => taskStateCondition(s, now)),
      sql` or `,
    )})`;
    const { orderBy, partition } = taskListOrder(
      params.ORDENAR ?? { field: 'due' },
      params.GRUPO,
      now,
      offset,
    );
    const pageSize = params.PAGE_SIZE ?? 50;
    const offsetRows = ((params.PAGE ?? 1) - 1) * pageSize;
    // One statement, outside any transaction (loadTaskScope): the counts per state joined to the
    // page, so an empty page still answers one row of counts (page columns null).
    const result = await sql<ListRow & Record<`n_${TaskStateName}`, number | string>>`
      with counts as (
        select ${sql.join(
          TASK_STATES.map(
            (state) =>
              sql`count(*) filter (where ${taskStateCondition(state, now)}) as ${sql.ref(`n_${state}`)}`,
          ),
        )}
        from tasks t where ${base}
      ), page as materialized (
      select t.id, t.version, t.title, t.status, t.start_at, t.due_at, t.close_after_due, t.finished_at,
        t.urgent, t.form_id, ${TASK_RECORD_NAMES.form} as form_name, t.responsible_kind, t.responsible_id, t.responsible_code,
        t.responsible_code_type,
        ${RESPONSIBLE_NAME} as responsible_name,
        t.client_id, ${TASK_RECORD_NAMES.client} as client_name, t.unit_id,
        ${TASK_RECORD_NAMES.unit} as unit_name, t.approval,
        case when ${LOCATED} then (t.address->>'latitude')::float8 end as latitude,
        case when ${LOCATED} then (t.address->>'longitude')::float8 end as longitude,
        ${partition ? sql`(count(*) over (partition by ${partition}))::int` : sql`null::int`} as group_count
      from tasks t
      where ${base} and ${stateFilter}
      order by ${orderBy}
      limit ${pageSize} offset ${offsetRows}
      )
      select counts.*, page.* from counts left join page on true`.execute(db);
    const first = result.rows[0];
    const summary = Object.fromEntries(
      TASK_STATES.map((state) => [state, Number(first?.[`n_${state}`] ?? 0)]),
    ) as Summary;
    const total = states.reduce((sum, s) => sum + summary[s], 0);
    const rows = result.rows.filter((row) => row.id !== null);

    return {
      ITEMS: rows.map((row) => {
        const dueAt = row.due_at ? new Date(row.due_at) : null;
        const finishedAt = row.finished_at ? new Date(row.finished_at) : null;
        const state = taskState(
          { status: row.status, dueAt, closeAfterDue: row.close_after_due, finishedAt },
          now,
        );
        return {
          id: row.id,
          version: row.version,
          title: row.title,
          status: row.status,
          ...state,
          deadlineBucket: deadlineBucket(dueAt, now),
          startAt: new Date(row.start_at).toISOString(),
          dueAt: dueAt?.toISOString() ?? null,
          urgent: row.urgent,
          formId: row.form_id,
          formName: row.form_name,
          responsible: {
            kind: row.responsible_kind,
            id: row.responsible_id,
            code: row.responsible_code,
            codeType: row.responsible_code_type,
            name: row.responsible_name,
          },
          clientId: row.client_id,
          clientName: row.client_name,
          unitId: row.unit_id,
          unitName: row.unit_name,
          approval: row.approval,
          finishedAt: finishedAt?.toISOString() ?? null,
          latitude: row.latitude === null ? null : Number(row.latitude),
          longitude: row.longitude === null ? null : Number(row.longitude),
          ...(params.GRUPO
            ? {
                group: {
                  key: groupKey(params.GRUPO, { state: state.state, dueAt }, row, offset),
                  count: Number(row.group_count ?? 0),
                },
              }
            : {}),
        };
      }),
      TOTAL: total,
      RESUMO: summary,
    };
  },
});
