import { sql } from 'kysely';
import schema from '../../../../schemas/commands/ConsultarAprovacoes.schema.json';
import { accessSubjectOf } from '../../access/accessSubjectOf';
import { memberSquads } from '../../access/memberSquads';
import { companyAccessOf } from '../companyAccessOf';
import { requireSession } from '../requireSession';
import { defineCommand } from '../CommandDefinition';
import { RESPONSIBLE_NAME } from '../../tasks/responsibleSql';
import { TASK_RECORD_NAMES } from '../../tasks/TASK_RECORD_NAMES';

interface PendingRow {
  id: number;
  version: number;
  title: string;
  form_id: number;
  form_name: string | null;
  document_id: number | null;
  responsible_kind: 'employee' | 'squad' | 'sharedCode';
  responsible_id: number | null;
  responsible_code: string | null;
  responsible_name: string | null;
  due_at: Date | null;
  finished_at: Date | null;
  urgent: boolean;
  fill_distance_meters: number | null;
  out_of_area_justification: string | null;
}

/**
 * ConsultarAprovacoes {PAGE?, PAGE_SIZE? ≤ 200 (50)} → ITEMS [{id, version, title, formId, formName,
 * documentId, responsible {kind, id, code, name}, dueAt, finishedAt, urgent, fillDistanceMeters,
 * outOfAreaJustification}], TOTAL; TASK_APPROVAL VIEW. The finished tasks pending approval the caller may
 * approve (canApproveTask's rule in SQL: every one for a company admin, else those whose approval group
 * is one of the caller's roles or work groups), oldest finish first.
 */
export const consultarAprovacoes = defineCommand<{ PAGE?: number; PAGE_SIZE?: number }>({
  name: 'ConsultarAprovacoes',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    const subject = accessSubjectOf(session, await companyAccessOf(ctx, session.companyId), ctx.metadata);
    const { companyId, userId, groupIds } = session;
    const roles = groupIds.length
      ? sql`(t.approval_group_id in (${sql.join(groupIds)}) and t.approval_group_kind is distinct from 'squad')`
      : sql`false`;
    // The caller's work groups a subquery: no statement of their own, no transaction.
    const squads = sql`(t.approval_group_id in (${memberSquads(companyId, userId)})
      and t.approval_group_kind is distinct from 'role')`;
    const mine = subject.isCompanyAdmin ? sql`true` : sql`(${roles} or ${squads})`;
    const where = sql`t.company_id = ${companyId} and t.status = 'finished' and t.approval = 'pending'
      and ${mine}`;
    const pageSize = params.PAGE_SIZE ?? 50;
    // The page and the total in one statement: one round trip, one pool checkout (no transaction).
    const rows = await sql<PendingRow & { total: string | number }>`
      with page as (
        select t.id, t.version, t.title, t.form_id, ${TASK_RECORD_NAMES.form} as form_name, t.document_id,
          t.responsible_kind, t.responsible_id, t.responsible_code, ${RESPONSIBLE_NAME} as responsible_name,
          t.due_at, t.finished_at, t.urgent, t.fill_distance_meters, t.out_of_area_justification
        from tasks t
        where ${where}
        order by t.finished_at, t.id
        limit ${pageSize} offset ${((params.PAGE ?? 1) - 1) * pageSize}
      )
      select (select count(*) from tasks t where ${where}) as total, page.*
      from (select 1) as one left join page on true
      order by page.finished_at, page.id`.execute(ctx.db);
    const total = Number(rows.rows[0]?.total ?? 0);
    return {
      ITEMS: rows.rows
        .filter((row) => row.id !== null)
        .map((row) => ({
          id: row.id,
          version: row.version,
          title: row.title,
          formId: row.form_id,
          formName: row.form_name,
          documentId: row.document_id,
          responsible: {
            kind: row.responsible_kind,
            id: row.responsible_id,
            code: row.responsible_code,
            name: row.responsible_name,
          },
          dueAt: row.due_at ? new Date(row.due_at).toISOString() : null,
          finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
          urgent: row.urgent,
          fillDistanceMeters: row.fill_distance_meters,
          outOfAreaJustification: row.out_of_area_justification,
        })),
      TOTAL: total,
    };
  },
});
