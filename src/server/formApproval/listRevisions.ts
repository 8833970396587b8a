import type { TFunction } from 'i18next';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { RevisionState } from '../../runtime/formApproval/RevisionState';
import type { AudienceViewer } from '../access/AudienceViewer';
import type { Database } from '../db/Database';
import { flowName } from './loadRevision';
import { loadRevisionFlows } from './RevisionFlow';
import { isFinalApprover, isResponsible } from './revisionRoles';

/** ConsultarRevisoesModelo's FILTRO. */
export interface RevisionFilter {
  ESTADO?: RevisionState;
  MODELO?: number;
  /** 0: the default flow. */
  FLUXO?: number;
  AUTOR?: number;
  ATRASADAS?: boolean;
  PARA_MIM?: boolean;
}

interface Row {
  id: number;
  form_id: number;
  form_name: string;
  flow_key: number;
  author_id: number;
  author_name: string | null;
  state: RevisionState;
  round: number;
  created_at: Date | string;
  deadline_at: Date | string | null;
  approvals: number;
  final_given: boolean;
  waiting: boolean;
  late: boolean;
}

const keysSql = (keys: number[]) => (keys.length ? sql.join(keys) : sql`null`);

/**
 * ConsultarRevisoesModelo's answer (docs/form-approval.md "Revisions list"): one page of the company's
 * revisions, newest first, with the filter's TOTAL and the company's counts: the flows, the page, then
 * TOTAL and the counts in one pass, on one connection, each reading form_revisions by company_id through
 * its indexes and nothing else per row (the page's 25 rows are chosen before their form and author are
 * joined): the latest round's approvals are the row's summary (`approvals`,
 * `approvers`, `final_approved`; roundSummary.ts). "Waiting for me": in review, and the viewer a
 * responsible of its flow who has not approved this round, or its final approver once the minimum is
 * reached and the final approval not given. Cancelled revisions (of deleted forms) are left out.
 *
 * @example await listRevisions(ctx.db, viewer, { ESTADO: 'in_review' }, 1, 25, ctx.t)
 */
export async function listRevisions(
  db: Kysely<Database>,
  viewer: AudienceViewer,
  filter: RevisionFilter,
  page: number,
  size: number,
  t: TFunction,
) {
  const companyId = viewer.companyId;
  const flows = [...(await loadRevisionFlows(db, companyId)).values()];
  const mine = keysSql(flows.filter((f) => isResponsible(f, viewer)).map((f) => f.key));
  const finals = keysSql(flows.filter((f) => isFinalApprover(f, viewer)).map((f) => f.key));
  const minimum = flows.length
    ? sql`case coalesce(r.flow_id, 0) ${sql.join(
        flows.map((f) => sql`when ${f.key} then ${f.minApprovals}`),
        sql` `,
      )} else 1 end`
    : sql`1`;
  const now = new Date();
  // Every condition reads the revision row alone (its latest round's summary, migration 0028): no
  // subquery per row.
  const waitingOf = sql<boolean>`(
    (coalesce(r.flow_id, 0) in (${mine}) and not (${viewer.userId}::integer = any(r.approvers)))
    or (coalesce(r.flow_id, 0) in (${finals}) and not r.final_approved and r.approvals >= ${minimum}))`;
  const waiting = sql<boolean>`(r.state = 'in_review' and coalesce(${waitingOf}, false))`;
  const late = sql<boolean>`(r.state = 'in_review' and coalesce(r.deadline_at < ${now}, false))`;
  const listed = sql`r.company_id = ${companyId} and r.state <> 'cancelled'`;
  const conditions: RawBuilder<unknown>[] = [listed];
  if (filter.ESTADO) conditions.push(sql`r.state = ${filter.ESTADO}`);
  if (filter.MODELO !== undefined) conditions.push(sql`r.form_id = ${filter.MODELO}`);
  if (filter.FLUXO !== undefined)
    conditions.push(filter.FLUXO === 0 ? sql`r.flow_id is null` : sql`r.flow_id = ${filter.FLUXO}`);
  if (filter.AUTOR !== undefined) conditions.push(sql`r.author_id = ${filter.AUTOR}`);
  if (filter.ATRASADAS) conditions.push(sql`r.state = 'in_review'`, sql`r.deadline_at < ${now}`);
  if (filter.PARA_MIM) conditions.push(sql`r.state = 'in_review'`, sql`${waitingOf}`);
  const where = sql.join(conditions, sql` and `);
  return db.connection().execute(async (conn) => {
    const rows = (
      await sql<Row>`
        select r.*, f.name as form_name, trim(p.name || ' ' || coalesce(p.surname, '')) as author_name
        from (
          select r.company_id, r.id, r.form_id, coalesce(r.flow_id, 0) as flow_key, r.author_id, r.state,
            r.round, r.created_at, r.deadline_at, r.approvals, r.final_approved as final_given,
            ${waiting} as waiting, ${late} as late
          from form_revisions r
          where ${where}
          order by r.created_at desc, r.id desc
          limit ${size} offset ${(page - 1) * size}
        ) r
        join forms f on f.company_id = r.company_id and f.id = r.form_id
        left join users u on u.company_id = r.company_id and u.id = r.author_id
        left join persons p on p.company_id = u.company_id and p.id = u.person_id
        order by r.created_at desc, r.id desc`.execute(conn)
    ).rows;
    const counts = (
      await sql<
        Record<'total' | 'in_review' | 'approved' | 'disapproved' | 'late' | 'waiting_for_me', string>
      >`
        select count(*) filter (where ${where}) as total,
          count(*) filter (where r.state = 'in_review') as in_review,
          count(*) filter (where r.state = 'approved') as approved,
          count(*) filter (where r.state = 'disapproved') as disapproved,
          count(*) filter (where ${late}) as late,
          count(*) filter (where ${waiting}) as waiting_for_me
        from form_revisions r where ${listed}`.execute(conn)
    ).rows[0]!;
    const byKey = new Map(flows.map((f) => [f.key, f]));
    return {
      REVISOES: rows.map((row) => {
        const flow = byKey.get(Number(row.flow_key));
        return {
          ID: Number(row.id),
          MODELO_ID: Number(row.form_id),
          MODELO_NOME: row.form_name,
          FLUXO_ID: Number(row.flow_key),
          FLUXO_NOME: flowName(flow, t),
          AUTOR_ID: Number(row.author_id),
          AUTOR_NOME: row.author_name ?? '',
          ESTADO: row.state,
          ATRASADA: row.late,
          ROUND: row.round,
          CRIADA_EM: new Date(row.created_at).toISOString(),
          PRAZO: row.deadline_at === null ? null : new Date(row.deadline_at).toISOString(),
          APROVACOES: Number(row.approvals),
          MINIMO: flow?.minApprovals ?? 1,
          FINAL_PENDENTE: row.state === 'in_review' && !!flow?.finalApprover && !row.final_given,
          AGUARDANDO_MIM: row.waiting,
        };
      }),
      TOTAL: Number(counts.total),
      CONTAGEM: {
        in_review: Number(counts.in_review),
        approved: Number(counts.approved),
        disapproved: Number(counts.disapproved),
        late: Number(counts.late),
        waiting_for_me: Number(counts.waiting_for_me),
      },
    };
  });
}
