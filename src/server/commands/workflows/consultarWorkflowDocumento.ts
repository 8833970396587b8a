import { sql } from 'kysely';
import schema from '../../../../schemas/commands/ConsultarWorkflowDocumento.schema.json';
import { expiryLabel } from '../../../runtime/workflows/expiryLabel';
import { readAudienceViewer } from '../../access/readAudienceViewer';
import { lockInstance } from '../../workflows/lockInstance';
import { workflowFillGroups } from '../../workflows/workflowFillGroups';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { requireWorkflowDocument } from './requireWorkflowDocument';

/** A run's state as the spec names it; a waiting run past its deadline is expired even before its job ran. */
function stateOf(run: { state: string; due_at: Date | null }, now: Date): 'waiting' | 'expired' | 'finished' {
  if (run.state === 'waiting' && run.due_at && run.due_at < now) return 'expired';
  return run.state as 'waiting' | 'expired' | 'finished';
}

/** jsonb comes back parsed from PostgreSQL, as text from some drivers. */
function parseNames(value: string[] | string | null): string[] | null {
  return typeof value === 'string' ? (JSON.parse(value) as string[]) : value;
}

/**
 * ConsultarWorkflowDocumento {DOCUMENTO_ID, ATIVIDADE_ID?} → WORKFLOW (null when the document has none)
 * {instanceId, formId, version, status, currentStepId, startedAt, finishedAt, map (the pinned version's
 * steps and layout)}, PASSOS [{id, name, type, state: notStarted | waiting | expired | finished, dueAt,
 * expiry ({amount, unit hours|minutes, late} | null), waitingFor (while it waits, the names of the
 * people and work groups who may fill it, as resolved when it started), runs [{id, state, startedAt, dueAt,
 * finishedAt, finishedBy, finishedByName, branch, justification, details: {taskIds, assignees, emails,
 * ...}}]}], HISTORICO [{at, event, stepId, userId, userName, details}] (oldest first), and with ATIVIDADE_ID
 * (a task of this document) GRUPOS_EDITAVEIS: the groups that task's fill may change (workflowFillGroups).
 * TASK VIEW. A read: no transaction, its statements on one connection. Another company's or a hidden
 * document: ENTITY_NOT_FOUND. For the task view and the finished document (spec: who did what and when,
 * branches taken, e-mails sent).
 */
export const consultarWorkflowDocumento = defineCommand<{ DOCUMENTO_ID: number; ATIVIDADE_ID?: number }>({
  name: 'ConsultarWorkflowDocumento',
  params: schema,
  async handler(ctx, params) {
    const { viewer } = await readAudienceViewer(ctx);
    // A read: no transaction, and its statements on one connection (a loaded pool is waited for once).
    return ctx.db.connection().execute(async (db) => {
      const companyId = viewer.companyId;
      const document = await requireWorkflowDocument(db, viewer, params.DOCUMENTO_ID);
      const found = await lockInstance(db, companyId, { documentId: document.id }, { forUpdate: false });
      if (!found) return { WORKFLOW: null, PASSOS: [], HISTORICO: [] };
      const { instance, model } = found;
      const now = new Date();
      const names = sql<string>`(select trim(p.name || ' ' || coalesce(p.surname, '')) from users u
      join persons p on p.company_id = u.company_id and p.id = u.person_id
      where u.company_id = ${companyId} and u.id = `;
      // Who may fill a run still open: the names of the people and work groups its tasks went to.
      const waitingFor = sql<string[] | null>`case when workflow_step_runs.state <> 'finished' then (
      select coalesce(jsonb_agg(n.name order by n.ord), '[]'::jsonb) from (
        select a.ord, case when a.value->>'kind' = 'squad'
          then (select r.data->>'title' from entity_records r where r.company_id = ${companyId}
            and r.entity = 'squad' and r.id = (a.value->>'id')::bigint and r.deleted_at is null)
          else ${names}(a.value->>'id')::integer) end as name
        from jsonb_array_elements(coalesce(workflow_step_runs.details->'assignees', '[]'::jsonb))
          with ordinality as a(value, ord)) n
      where n.name is not null) end`;
      const runs = await db
        .selectFrom('workflow_step_runs')
        .selectAll()
        .select(sql<string | null>`${names}finished_by)`.as('finished_by_name'))
        .select(waitingFor.as('waiting_for'))
        .where('company_id', '=', companyId)
        .where('instance_id', '=', instance.id)
        .orderBy('id')
        .execute();
      const history = await db
        .selectFrom('workflow_history')
        .select(['at', 'event', 'step_id', 'user_id', 'details'])
        .select(sql<string | null>`${names}user_id)`.as('user_name'))
        .where('company_id', '=', companyId)
        .where('instance_id', '=', instance.id)
        .orderBy('id')
        .execute();
      let editable: string[] | null = null;
      if (params.ATIVIDADE_ID !== undefined) {
        const task = await db
          .selectFrom('tasks')
          .innerJoin('workflow_step_runs as r', (join) =>
            join.onRef('r.company_id', '=', 'tasks.company_id').onRef('r.id', '=', 'tasks.workflow_run_id'),
          )
          .select(['tasks.workflow_run_id', 'r.step_id'])
          .where('tasks.company_id', '=', companyId)
          .where('tasks.id', '=', params.ATIVIDADE_ID)
          .where('tasks.document_id', '=', document.id)
          .executeTakeFirst();
        if (!task?.workflow_run_id) throw new CommandFailure('ENTITY_NOT_FOUND');
        const run = { id: task.workflow_run_id, stepId: task.step_id };
        const fill = await workflowFillGroups(db, companyId, model, null, run);
        editable = [...(fill.editable ?? [])];
      }
      return {
        WORKFLOW: {
          instanceId: instance.id,
          formId: instance.form_id,
          version: instance.form_version,
          status: instance.status,
          currentStepId: instance.current_step_id,
          startedAt: instance.created_at,
          finishedAt: instance.finished_at,
          map: model.workflow,
        },
        PASSOS: (model.workflow?.steps ?? []).map((step) => {
          const own = runs.filter((run) => run.step_id === step.id);
          const last = own.at(-1);
          const state = last ? stateOf(last, now) : 'notStarted';
          return {
            id: step.id,
            name: step.name,
            type: step.type,
            state,
            dueAt: last?.due_at ?? null,
            expiry: last && state !== 'finished' ? expiryLabel(last.due_at, now) : null,
            waitingFor: (last && state !== 'finished' && parseNames(last.waiting_for)) || [],
            runs: own.map((run) => ({
              id: run.id,
              state: stateOf(run, now),
              startedAt: run.started_at,
              dueAt: run.due_at,
              finishedAt: run.finished_at,
              finishedBy: run.finished_by,
              finishedByName: run.finished_by_name,
              branch: run.branch,
              justification: run.justification,
              details: run.details,
            })),
          };
        }),
        HISTORICO: history.map((entry) => ({
          at: entry.at,
          event: entry.event,
          stepId: entry.step_id,
          userId: entry.user_id,
          userName: entry.user_name,
          details: entry.details,
        })),
        ...(editable ? { GRUPOS_EDITAVEIS: editable } : {}),
      };
    });
  },
});
