import { useCallback, useEffect, useState } from 'react';
import { CommandError } from '../../../runtime/protocol/CommandError';
import { useRuntime } from '../../hooks/useRuntime';
import type { ApprovalChatAnswer } from './ApprovalChatAnswer';

/**
 * A task's approval chat (ConsultarMensagensAprovacao), asked quietly: only the task's responsible and
 * its approvers take part, so a refusal usually means the caller is not one of them: no toast, `data`
 * stays undefined and `refused` holds the server's message for a screen that wants to show it. `skip`
 * waits (e.g. for the task).
 *
 * @example const { data } = useApprovalChat(12); const canApprove = data?.APROVACAO.canApprove;
 */
export function useApprovalChat(taskId: number, skip = false) {
  const { command } = useRuntime();
  const [data, setData] = useState<ApprovalChatAnswer | undefined>(undefined);
  const [refused, setRefused] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (skip) return;
    let alive = true;
    command<ApprovalChatAnswer>('ConsultarMensagensAprovacao', { ID: taskId }, { silent: true })
      .then((answer) => alive && (setData(answer), setRefused(null)))
      .catch(
        (error: unknown) =>
          alive && setRefused(error instanceof CommandError ? error.message : String(error)),
      );
    return () => {
      alive = false;
    };
  }, [command, taskId, skip, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data, refused, reload };
}
