import { useMemo } from 'react';
import type { AccessContext } from '../../runtime/access/AccessContext';
import { accessContextOf } from '../../runtime/access/accessContextOf';
import { useRuntime } from './useRuntime';
import { useSession } from './useSession';

/** The current AccessContext; recomputed only when the session's user, functionalities, limits or plan change. */
export function useAccessContext(): AccessContext {
  const { metadata } = useRuntime();
  const user = useSession((s) => s.user);
  const functionalities = useSession((s) => s.functionalities);
  const limits = useSession((s) => s.limits);
  const plan = useSession((s) => s.plan);
  return useMemo(
    () => accessContextOf({ user, functionalities, limits, plan }, metadata.functionalities),
    [user, functionalities, limits, plan, metadata.functionalities],
  );
}
