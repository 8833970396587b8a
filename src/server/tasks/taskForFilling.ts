import type { Transaction } from 'kysely';
import { distanceMeters, type GeoPoint } from '../../runtime/tasks/distanceMeters';
import type { AudienceViewer } from '../access/AudienceViewer';
import type { Database } from '../db/Database';
import { CommandFailure } from '../commands/CommandFailure';
import { canFillTask } from './canFillTask';
import type { TaskRow } from './TaskRow';

/** The fill position SalvarDocumento receives (POSICAO), accuracy in meters. */
export interface FillPosition extends GeoPoint {
  accuracy?: number;
}

/** The task columns a save writes about where it was filled. */
export interface FillColumns {
  fill_latitude: number | null;
  fill_longitude: number | null;
  fill_accuracy: number | null;
  fill_distance_meters: number | null;
  out_of_area_justification: string | null;
}

const coordinate = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * The task a document is saved for, locked, after the filling checks of docs/tasks.md in order: a task of
 * the company not deleted (ENTITY_NOT_FOUND), the caller its responsible (canFillTask,
 * TASK_NOT_RESPONSIBLE), not cancelled nor finished (TASK_NOT_FILLABLE; a disapproved task is back in
 * progress), its form the one filled (ENTITY_NOT_FOUND), its own document when it has one
 * (TASK_NOT_FILLABLE), started when hidden before start (TASK_NOT_STARTED), not past its due date when it closes after it
 * (TASK_EXPIRED: the list shows it expired), its prerequisites finished
 * (cancelled or deleted ones do not block, TASK_PREREQUISITES_PENDING), and, with fill in location and
 * address coordinates, the position within proximity_meters (haversine; TASK_POSITION_REQUIRED,
 * TASK_OUT_OF_AREA unless can_fill_out_of_area, then TASK_OUT_OF_AREA_JUSTIFICATION_REQUIRED when the
 * task asks for one). The accuracy is stored, not subtracted: a vague fix does not widen the area.
 *
 * Answers too the step of the task's workflow run (a document-fill step's task), read in the same statement.
 *
 * @example const { task, fill } = await taskForFilling(trx, viewer, { taskId, formId, documentId }, new Date());
 */
export async function taskForFilling(
  trx: Transaction<Database>,
  viewer: AudienceViewer,
  request: {
    taskId: number;
    formId: number;
    documentId: number | undefined;
    position: FillPosition | undefined;
    justification: string | undefined;
  },
  now: Date,
): Promise<{ task: TaskRow; fill: FillColumns; workflowStepId: string | null }> {
  // One statement: the task locked, whether a prerequisite is pending, and its workflow step.
  const row = await trx
    .selectFrom('tasks')
    .selectAll('tasks')
    .select((eb) => [
      eb
        .exists(
          eb
            .selectFrom('task_prerequisites as p')
            .innerJoin('tasks as t', (join) =>
              join.onRef('t.company_id', '=', 'p.company_id').onRef('t.id', '=', 'p.prerequisite_id'),
            )
            .select('t.id')
            .whereRef('p.company_id', '=', 'tasks.company_id')
            .whereRef('p.task_id', '=', 'tasks.id')
            .where('t.status', 'in', ['planned', 'in_progress']),
        )
        .as('prerequisites_pending'),
      eb
        .selectFrom('workflow_step_runs as r')
        .select('r.step_id')
        .whereRef('r.company_id', '=', 'tasks.company_id')
        .whereRef('r.id', '=', 'tasks.workflow_run_id')
        .as('workflow_step_id'),
    ])
    .where('tasks.company_id', '=', viewer.companyId)
    .where('tasks.id', '=', request.taskId)
    .forUpdate('tasks')
    .executeTakeFirst();
  if (!row || row.status === 'deleted') throw new CommandFailure('ENTITY_NOT_FOUND');
  const { prerequisites_pending: pending, workflow_step_id: workflowStepId, ...task } = row;
  if (!canFillTask(task, viewer)) throw new CommandFailure('TASK_NOT_RESPONSIBLE');
  if (task.status === 'cancelled' || task.status === 'finished')
    throw new CommandFailure('TASK_NOT_FILLABLE');
  if (task.form_id !== request.formId) throw new CommandFailure('ENTITY_NOT_FOUND');
  if (task.document_id !== null && task.document_id !== request.documentId)
    throw new CommandFailure('TASK_NOT_FILLABLE');
  if (task.hide_before_start && task.start_at > now) throw new CommandFailure('TASK_NOT_STARTED');
  if (task.close_after_due && task.due_at !== null && task.due_at < now)
    throw new CommandFailure('TASK_EXPIRED');

  if (pending) throw new CommandFailure('TASK_PREREQUISITES_PENDING');

  const address = (task.address ?? {}) as Record<string, unknown>;
  const lat = coordinate(address.latitude);
  const lng = coordinate(address.longitude);
  const target = lat !== null && lng !== null ? { lat, lng } : null;
  const checked = task.fill_in_location && target !== null && task.proximity_meters !== null;
  const position = request.position;
  if (checked && !position) throw new CommandFailure('TASK_POSITION_REQUIRED');
  const distance = position && target ? distanceMeters(position, target) : null;
  const outside = checked && distance !== null && distance > (task.proximity_meters ?? 0);
  const justification = request.justification?.trim() ?? '';
  if (outside && !task.can_fill_out_of_area) throw new CommandFailure('TASK_OUT_OF_AREA');
  if (outside && task.out_of_area_justification_required && !justification)
    throw new CommandFailure('TASK_OUT_OF_AREA_JUSTIFICATION_REQUIRED');
  return {
    task,
    workflowStepId: workflowStepId ?? null,
    fill: {
      fill_latitude: position?.lat ?? null,
      fill_longitude: position?.lng ?? null,
      fill_accuracy: position?.accuracy ?? null,
      fill_distance_meters: distance === null ? null : Math.round(distance),
      out_of_area_justification: outside ? justification || null : null,
    },
  };
}
