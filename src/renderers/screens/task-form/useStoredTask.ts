import { useEffect, useState } from 'react';
import type { TaskFields } from '../../../runtime/tasks/TaskFields';
import type { RecurrenceRule } from '../../../runtime/tasks/recurrence';
import { localOffset } from '../../../runtime/tasks/localOffset';
import { useRuntime } from '../../hooks/useRuntime';
import { namedTasks } from '../../components/tasks/namedTasks';
import type { TaskDraft } from './TaskDraft';
import { taskDraftFrom } from './taskDraftFrom';

/** A stored task or recurrent template as the edit page starts from it. */
export interface StoredTask {
  draft: TaskDraft;
  version: number;
  /** The task's due instant (ISO) when loaded: an unchanged overdue due date stays allowed. */
  dueAt: string | null;
  /** A task's stored status, or the template's active flag as 'planned' / 'deleted'. */
  status: string;
}

type TaskAnswer = { ATIVIDADE: TaskFields & { version: number; dueAt: string | null; status: string } };
type TemplateAnswer = {
  RECORRENTE: { version: number; active: boolean; ATIVIDADE: TaskFields; RECORRENCIA: RecurrenceRule };
};

/**
 * Loads what the edit page shows: a task (ConsultarAtividade in the device's offset, prerequisites named)
 * or a recurrent template (ConsultarAtividadeRecorrente); `reload` after a STALE_VERSION refusal. Undefined
 * while loading or when `id` is undefined (a new task); `failed` when refused (the adapter told why).
 *
 * @example const { stored, failed, reload } = useStoredTask(12, false);
 */
export function useStoredTask(id: number | undefined, recurrent: boolean) {
  const { command } = useRuntime();
  const [stored, setStored] = useState<StoredTask | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  const [load, setLoad] = useState(0);
  useEffect(() => {
    if (id === undefined) return;
    let alive = true;
    const read = async (): Promise<StoredTask> => {
      if (recurrent) {
        const { RECORRENTE } = await command<TemplateAnswer>(
          'ConsultarAtividadeRecorrente',
          { ID: id },
          { silentOnSuccess: true },
        );
        return {
          draft: taskDraftFrom(RECORRENTE.ATIVIDADE, RECORRENTE.RECORRENCIA),
          version: RECORRENTE.version,
          dueAt: null,
          status: RECORRENTE.active ? 'planned' : 'deleted',
        };
      }
      const { ATIVIDADE } = await command<TaskAnswer>(
        'ConsultarAtividade',
        { ID: id, FUSO: localOffset() },
        { silentOnSuccess: true },
      );
      const prerequisites = await namedTasks(command, ATIVIDADE.prerequisites ?? []);
      return {
        draft: taskDraftFrom(ATIVIDADE, undefined, prerequisites),
        version: ATIVIDADE.version,
        dueAt: ATIVIDADE.dueAt,
        status: ATIVIDADE.status,
      };
    };
    read()
      .then((task) => alive && (setStored(task), setFailed(false)))
      .catch(() => alive && setFailed(true));
    return () => {
      alive = false;
    };
  }, [command, id, recurrent, load]);
  return { stored, failed, reload: () => setLoad((n) => n + 1) };
}
