import { sql } from 'kysely';
import schema from '../../../../schemas/commands/ConsultarMensagensAprovacao.schema.json';
import { defineCommand } from '../CommandDefinition';
import { loadChatTask } from './loadChatTask';

interface Said {
  id: number;
  at: Date;
  user_id: number;
  user_name: string | null;
  text: string | null;
  decision: 'approved' | 'disapproved' | null;
}

/**
 * ConsultarMensagensAprovacao {ID} → APROVACAO {status, approval, canApprove}, MENSAGENS [{id, at, userId,
 * userName, text}] and DECISOES [{at, userId, userName, decision, justification}], both oldest first;
 * TASK VIEW, for the task's responsible and approvers (loadChatTask).
 */
export const consultarMensagensAprovacao = defineCommand<{ ID: number }>({
  name: 'ConsultarMensagensAprovacao',
  params: schema,
  async handler(ctx, params) {
    const { viewer, trx, task, approver } = await loadChatTask(ctx, params.ID);
    const rows = await sql<Said>`
      select x.id, x.at, x.user_id, trim(p.name || ' ' || coalesce(p.surname, '')) as user_name, x.text,
        x.decision
      from (
        select id, at, user_id, text, null as decision from task_messages
        where company_id = ${viewer.companyId} and task_id = ${task.id}
        union all
        select id, at, user_id, justification, decision from task_approvals
        where company_id = ${viewer.companyId} and task_id = ${task.id}
      ) x
      left join users u on u.company_id = ${viewer.companyId} and u.id = x.user_id
      left join persons p on p.company_id = u.company_id and p.id = u.person_id
      order by x.at, x.id`.execute(trx);
    const said = (row: Said) => ({
      at: new Date(row.at).toISOString(),
      userId: row.user_id,
      userName: row.user_name,
    });
    return {
      APROVACAO: { status: task.status, approval: task.approval, canApprove: approver },
      MENSAGENS: rows.rows
        .filter((row) => row.decision === null)
        .map((row) => ({ id: row.id, ...said(row), text: row.text })),
      DECISOES: rows.rows
        .filter((row) => row.decision !== null)
        .map((row) => ({ ...said(row), decision: row.decision, justification: row.text })),
    };
  },
});
