import { sql } from 'kysely';
import type { FormModel } from '../../runtime/forms/FormModel';
import type { WorkflowStep } from '../../runtime/workflows/WorkflowStep';
import type { InstanceRow } from './InstanceRow';
import type { WorkflowEventEntry } from './WorkflowEventEntry';
import { workflowHistoryRows } from './workflowHistoryRows';
import { stepHandlers } from './stepHandlers';
import type { WorkflowDocument, WorkflowStepContext } from './WorkflowStepContext';
import type { WorkflowEnvironment } from './WorkflowEnvironment';

/** Steps one transition may pass through: a flow of automatic steps longer than this is a loop. */
const MAX_STEPS_PER_MOVE = 100;

/** Where the flow goes: into a step, or out of the open run (by a person, or by the engine when null). */
export type WorkflowMove =
  | { enter: string; previousUserId: number }
  | {
      finishRunId: number;
      userId: number | null;
      /** A jump step's justification: the run is finished by a supervisor, not by its event. */
      justification?: string;
      /**
       * Who did the last step a person did; when absent (and `userId` is null) the engine reads it with
       * the run's finishing statement: the last person who finished a run of the instance, else its starter.
       */
      previousUserId?: number;
    };

/** What a move did: whether its first event applied (a run already finished: nothing), and whether the flow ended. */
export interface WorkflowMoved {
  applied: boolean;
  ended: boolean;
}

function stepOf(model: FormModel, id: string): WorkflowStep {
  const step = model.workflow?.steps.find((s) => s.id === id);
  if (!step) throw new Error(`workflow step ${id} is not in the model`);
  return step;
}

/**
 * Applies one transition of a locked instance and every automatic one it leads to, in the environment's
 * transaction: entering a step writes its run (waiting) and runs its handler's `start`; a step that
 * finishes at once (decision, e-mail, redirect...) is left right away; leaving a run marks it finished
 * (who, when, justification, branch), runs its handler's `finish` and enters the step it names, or
 * finishes the instance when it names none. A step that finishes at once is written twice: its run
 * entered, then finished with what its handler recorded (a handler that `neverWaits`: its run written
 * finished, then only what it recorded). The history rows and the instance's current
 * step are written once, in one statement at the end of the move. Nothing is kept if
 * anything throws: the caller's transaction rolls back with the tasks, mail and jobs the handlers wrote.
 * Leaving a run that is already finished does nothing (a timer fired twice, a task saved twice).
 * The caller holds the instance row's lock (FOR UPDATE), so two workers never move one instance at once.
 *
 * @example await moveWorkflow(env, instance, model, { finishRunId: run.id, userId, previousUserId: userId });
 */
export async function moveWorkflow(
  env: WorkflowEnvironment,
  instance: InstanceRow,
  model: FormModel,
  move: WorkflowMove,
): Promise<WorkflowMoved> {
  const { trx, now } = env;
  const companyId = instance.company_id;
  let pending: WorkflowMove | null = move;
  let document: Promise<WorkflowDocument> | undefined;
  const readDocument = () =>
    (document ??= trx
      .selectFrom('documents')
      .select(['values', 'header', 'created_by'])
      .where('company_id', '=', companyId)
      .where('id', '=', instance.document_id)
      .executeTakeFirstOrThrow()
      .then((row) => ({
        values: parse(row.values),
        header: parse(row.header),
        createdBy: row.created_by,
      })));
  const contextFor = (run: { id: number; started_at: Date; due_at: Date | null }, previousUserId: number) => {
    const recorded: Record<string, unknown> = {};
    const context: WorkflowStepContext = {
      trx,
      companyId,
      documentId: instance.document_id,
      jobs: env.jobs,
      afterCommit: env.afterCommit,
      wakeWebhooks: env.wakeWebhooks,
      instance: {
        id: instance.id,
        formId: instance.form_id,
        formVersion: instance.form_version,
        startedBy: instance.started_by,
      },
      model,
      run: { id: run.id, startedAt: run.started_at, dueAt: run.due_at },
      previousUserId,
      now,
      // The answers do not change during a move (the save that moves the flow wrote them before).
      document: readDocument,
      t: env.t,
      publicUrl: env.publicUrl,
      record: (details) => Object.assign(recorded, details),
    };
    // What the handler recorded, as columns of the run's next write (none when nothing was recorded).
    const recordedColumns = () =>
      Object.keys(recorded).length
        ? {
            details: sql<string>`details || ${JSON.stringify(recorded)}::jsonb`,
            ...(typeof recorded.branch === 'string' ? { branch: recorded.branch } : {}),
          }
        : undefined;
    const save = async () => {
      const columns = recordedColumns();
      if (!columns) return;
      await trx
        .updateTable('workflow_step_runs')
        .set(columns)
        .where('company_id', '=', companyId)
        .where('id', '=', run.id)
        .execute();
    };
    return { context, save, recordedColumns };
  };
  const finished = (userId: number | null, justification: string | null) =>
    ({ state: 'finished', finished_at: now, finished_by: userId, justification }) as const;

  const events: WorkflowEventEntry[] = [];
  let waitingIn: string | undefined;
  let ended = false;
  // An enter always applies; a finish only when its run is still open.
  let applied = 'enter' in move;
  for (let moves = 0; pending; moves++) {
    if (moves >= MAX_STEPS_PER_MOVE) throw new Error(`workflow instance ${instance.id} loops`);
    const current: WorkflowMove = pending;
    pending = null;
    if ('enter' in current) {
      const step = stepOf(model, current.enter);
      const handler = stepHandlers[step.type];
      if (!handler) throw new Error(`no engine handler for workflow step type ${step.type}`);
      const run = await trx
        .insertInto('workflow_step_runs')
        .values({
          company_id: companyId,
          instance_id: instance.id,
          step_id: step.id,
          step_type: step.type,
          started_at: now,
          due_at: handler.dueAt?.(step, now) ?? null,
          // A step that never waits is written finished at once: its start and finish run next.
          ...(handler.neverWaits ? finished(null, null) : {}),
        })
        .returning(['id', 'started_at', 'due_at'])
        .executeTakeFirstOrThrow();
      waitingIn = step.id;
      events.push({ event: 'stepStarted', stepId: step.id, runId: run.id, at: now });
      const { context, save, recordedColumns } = contextFor(run, current.previousUserId);
      if ((await handler.start(step, context)) === 'waiting') {
        if (handler.neverWaits)
          throw new Error(`workflow step type ${step.type} waits, yet says it never does`);
        await save();
        continue;
      }
      // It finished at once: its finish runs now, and the run is finished with both records in one write.
      events.push({
        event: 'stepFinished',
        stepId: step.id,
        runId: run.id,
        userId: null,
        at: now,
        details: {},
      });
      const next = await handler.finish(step, context);
      if (handler.neverWaits) await save();
      else
        await trx
          .updateTable('workflow_step_runs')
          .set({ ...finished(null, null), ...recordedColumns() })
          .where('company_id', '=', companyId)
          .where('id', '=', run.id)
          .execute();
      if (next !== null) pending = { enter: next, previousUserId: current.previousUserId };
      else {
        ended = true;
        events.push({ event: 'finished', stepId: step.id, at: now });
      }
      continue;
    }
    // The event's run, if still open; with the previous person when the engine finishes it (a timer).
    const readPrevious = current.userId === null && current.previousUserId === undefined;
    const run = await trx
      .updateTable('workflow_step_runs')
      .set(finished(current.userId, current.justification ?? null))
      .where('company_id', '=', companyId)
      .where('id', '=', current.finishRunId)
      .where('instance_id', '=', instance.id)
      .where('state', '<>', 'finished')
      .returning(['id', 'step_id', 'started_at', 'due_at'])
      .$if(readPrevious, (query) =>
        query.returning(
          sql<number | null>`(select r.finished_by from workflow_step_runs r
            where r.company_id = ${companyId} and r.instance_id = ${instance.id} and r.finished_by is not null
            order by r.id desc limit 1)`.as('previous'),
        ),
      )
      .executeTakeFirst();
    if (!run) break;
    applied = true;
    const step = stepOf(model, run.step_id);
    events.push({
      event: current.justification === undefined ? 'stepFinished' : 'stepJumped',
      stepId: step.id,
      runId: run.id,
      userId: current.userId,
      at: now,
      details: current.justification === undefined ? {} : { justification: current.justification },
    });
    const previousUserId: number =
      current.userId ??
      current.previousUserId ??
      (run as { previous?: number | null }).previous ??
      instance.started_by;
    const { context, save } = contextFor(run, previousUserId);
    const next = await stepHandlers[step.type]!.finish(step, context);
    await save();
    if (next !== null) {
      pending = { enter: next, previousUserId };
      continue;
    }
    ended = true;
    events.push({ event: 'finished', stepId: step.id, at: now });
  }
  // The instance row and the history are written once per move, whatever steps it went through, in one
  // statement (a move that did nothing writes nothing).
  if (events.length)
    await trx
      .with('history', (db) =>
        db.insertInto('workflow_history').values(workflowHistoryRows(instance, events)),
      )
      .updateTable('workflow_instances')
      .set(
        ended
          ? { status: 'finished', current_step_id: null, finished_at: now, updated_at: now }
          : { current_step_id: waitingIn!, updated_at: now },
      )
      .where('company_id', '=', companyId)
      .where('id', '=', instance.id)
      .execute();
  return { applied, ended };
}

function parse(value: unknown): Record<string, unknown> {
  return (typeof value === 'string' ? JSON.parse(value) : (value ?? {})) as Record<string, unknown>;
}
