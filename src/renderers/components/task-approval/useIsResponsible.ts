import { useEffect, useState } from 'react';
import type { TaskResponsible } from '../../../runtime/tasks/TaskFields';
import { useRuntime } from '../../hooks/useRuntime';
import { useSession } from '../../hooks/useSession';

/**
 * Whether the signed-in user fills the task, as the server's canFillTask decides: the employee itself,
 * a member of the responsible work group (read from the squad record), anyone for a shared code. Only
 * to offer "Preencher": the server checks again when the document is saved.
 *
 * @example const mine = useIsResponsible(task.responsible);
 */
export function useIsResponsible(responsible: TaskResponsible | undefined): boolean {
  const { command } = useRuntime();
  const userId = useSession((s) => s.user?.id);
  const squadId = responsible?.kind === 'squad' ? responsible.id : undefined;
  const [member, setMember] = useState(false);
  useEffect(() => {
    setMember(false);
    if (squadId === undefined || userId === undefined) return;
    let alive = true;
    command<{ ITEM: { members?: unknown } }>('GetEntity', { ENTITY: 'squad', ID: squadId }, { silent: true })
      .then((answer) => {
        const members = answer.ITEM.members;
        if (alive) setMember(Array.isArray(members) && members.includes(userId));
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [command, squadId, userId]);
  if (!responsible || userId === undefined) return false;
  if (responsible.kind === 'sharedCode') return true;
  if (responsible.kind === 'employee') return responsible.id === userId;
  return member;
}
