import type { TaskStateDefinition, TaskTiming } from './TaskStateName';

/**
 * Whether a stored task at `now` meets a state's condition (taskStates), the in-memory twin of the
 * server's taskStateCondition.
 *
 * @example taskStateMatches(taskStates.late, { status: 'planned', dueAt: yesterday, closeAfterDue: false, finishedAt: null }, now) // true
 */
export function taskStateMatches(definition: TaskStateDefinition, task: TaskTiming, now: Date): boolean {
  if (!definition.statuses.includes(task.status)) return false;
  const overdue = task.dueAt !== null && task.dueAt.getTime() < now.getTime();
  if (definition.overdue !== undefined && definition.overdue !== overdue) return false;
  return definition.closeAfterDue === undefined || definition.closeAfterDue === task.closeAfterDue;
}
