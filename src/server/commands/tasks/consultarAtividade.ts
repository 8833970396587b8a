import { sql } from 'kysely';
import schema from '../../../../schemas/commands/ConsultarAtividade.schema.json';
import { deadlineBucket } from '../../../runtime/tasks/deadlineBucket';
import { taskState } from '../../../runtime/tasks/taskState';
import { zonedDateTime } from '../../../runtime/tasks/zonedDateTime';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { loadTaskScope } from '../../tasks/loadTaskScope';
import { taskHistoryView } from './taskHistoryView';

interface HistoryRow {
  at: string;
  user_id: number;
  user_name: string | null;
  changes: unknown;
}

/** A JSON column as the driver answers it: parsed already, or its text. */
const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/**
 * ConsultarAtividade {ID, FUSO?} → ATIVIDADE (the fields as the history records them, taskHistoryView,
 * plus local dates in FUSO, status, approval, audit columns and the computed state, done label, card and
 * deadline bucket) and HISTORICO [{at, userId, userName, changes}] newest first; TASK VIEW. Deleted tasks
 * are readable; another company's, or one outside the caller's scope (loadTaskScope: a viewer reads the
 * tasks it is responsible for and those of the forms it may see), is ENTITY_NOT_FOUND.
 */
export const consultarAtividade = defineCommand<{ ID: number; FUSO?: number }>({
  name: 'ConsultarAtividade',
  params: schema,
  async handler(ctx, params) {
    const now = new Date();
    // Reads only: through ctx.db, no transaction (loadTaskScope).
    const { db, companyId, readable } = await loadTaskScope(ctx, now);
    const session = { companyId };
    const offset = params.FUSO ?? zonedDateTime.defaultOffset;
    // One statement (one pool checkout under load, one turn of PGlite): the row with its prerequisites
    // and history as JSON arrays.
    const row = await db
      .selectFrom('tasks as t')
      .selectAll('t')
      .select(
        sql<number[] | string>`(select coalesce(json_agg(r.prerequisite_id order by r.prerequisite_id), '[]')
          from task_prerequisites r where r.company_id = t.company_id and r.task_id = t.id)`.as(
          'prerequisite_ids',
        ),
      )
      .select(
        sql<
          HistoryRow[] | string
        >`(select coalesce(json_agg(json_build_object('at', h.at, 'user_id', h.user_id,
            'user_name', trim(p.name || ' ' || coalesce(p.surname, '')), 'changes', h.changes)
            order by h.at desc, h.id desc), '[]')
          from task_history h
          left join users u on u.company_id = h.company_id and u.id = h.user_id
          left join persons p on p.company_id = u.company_id and p.id = u.person_id
          where h.company_id = t.company_id and h.task_id = t.id)`.as('history'),
      )
      .where('t.company_id', '=', session.companyId)
      .where('t.id', '=', params.ID)
      .where(readable)
      .executeTakeFirst();
    if (!row) throw new CommandFailure('ENTITY_NOT_FOUND');
    const start = zonedDateTime.toLocal(row.start_at, offset);
    const due = row.due_at ? zonedDateTime.toLocal(row.due_at, offset) : null;
    const prerequisites = parsed(row.prerequisite_ids).map(Number);
    const history = parsed(row.history);
    return {
      ATIVIDADE: {
        id: row.id,
        version: row.version,
        ...taskHistoryView(row, prerequisites),
        startDate: start.date,
        startHour: start.hour,
        dueDate: due?.date ?? null,
        dueHour: due?.hour ?? null,
        status: row.status,
        approval: row.approval,
        documentId: row.document_id,
        startedAt: row.started_at?.toISOString() ?? null,
        finishedAt: row.finished_at?.toISOString() ?? null,
        createdBy: row.created_by,
        createdAt: row.created_at.toISOString(),
        updatedBy: row.updated_by,
        updatedAt: row.updated_at.toISOString(),
        ...taskState(
          {
            status: row.status,
            dueAt: row.due_at,
            closeAfterDue: row.close_after_due,
            finishedAt: row.finished_at,
          },
          now,
        ),
        deadlineBucket: deadlineBucket(row.due_at, now),
      },
      HISTORICO: history.map((h) => ({
        at: new Date(h.at).toISOString(),
        userId: h.user_id,
        userName: h.user_name,
        changes: parsed(h.changes),
      })),
    };
  },
});
