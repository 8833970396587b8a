import { useEffect, useState } from 'react';
import type { TaskDoneLabel, TaskStateName, TaskStatus } from '../../../runtime/tasks/TaskStateName';
import { useRuntime } from '../../hooks/useRuntime';
import type { TaskAnswer } from './TaskAnswer';

/** A prerequisite task as the locked page lists it. */
export interface PrerequisiteTask {
  id: number;
  title: string;
  status: TaskStatus;
  state: TaskStateName;
  doneLabel: TaskDoneLabel | null;
  /** Still blocks the task: planned or in progress (finished, cancelled and deleted ones do not). */
  pending: boolean;
}

/**
 * The prerequisite tasks of a task, each read with ConsultarAtividade (a task has few), in the given
 * order; undefined until all answered. One the caller may not read is left out.
 *
 * @example const prerequisites = usePrerequisites(task?.prerequisites);
 */
export function usePrerequisites(ids: number[] | undefined): PrerequisiteTask[] | undefined {
  const { command } = useRuntime();
  const [tasks, setTasks] = useState<PrerequisiteTask[] | undefined>(undefined);
  const key = ids?.join(',');
  useEffect(() => {
    setTasks(undefined);
    if (key === undefined) return;
    let alive = true;
    const list = key ? key.split(',').map(Number) : [];
    void Promise.all(
      list.map((id) =>
        command<TaskAnswer>('ConsultarAtividade', { ID: id }, { silent: true }).then(
          ({ ATIVIDADE: a }): PrerequisiteTask => ({
            id: a.id,
            title: a.title,
            status: a.status,
            state: a.state,
            doneLabel: a.doneLabel,
            pending: a.status === 'planned' || a.status === 'in_progress',
          }),
          () => null,
        ),
      ),
    ).then((found) => alive && setTasks(found.filter((task): task is PrerequisiteTask => task !== null)));
    return () => {
      alive = false;
    };
  }, [command, key]);
  return tasks;
}
