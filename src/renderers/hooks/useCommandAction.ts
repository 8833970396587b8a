import { useCallback, useState } from 'react';
import type { CommandParams } from '../../runtime/protocol/CommandFn';
import type { CommandActionOptions } from './CommandActionOptions';
import { useRuntime } from './useRuntime';

/**
 * A command sent on the user's behalf with a busy flag: a refusal resolves to null because the adapter
 * already showed why, so screens no longer repeat their own try/catch/finally around `command`.
 *
 * @example
 * const { busy, run } = useCommandAction();
 * if (await run('SaveProfile', { NAME: name }, { silentOnSuccess: true })) notify('success', t('profile.saved'));
 */
export function useCommandAction() {
  const { command } = useRuntime();
  const [busyKey, setBusyKey] = useState<string | number | null>(null);
  const run = useCallback(
    async <T = Record<string, unknown>>(
      name: string,
      params: CommandParams = {},
      options: CommandActionOptions<T> = {},
    ): Promise<{ answer: T } | null> => {
      const { key = '', stayBusy = false, onDone, ...commandOptions } = options;
      setBusyKey(key);
      try {
        // Without options of its own the command gets none, as when screens called it directly.
        const answer = await command<T>(
          name,
          params,
          Object.keys(commandOptions).length ? commandOptions : undefined,
        );
        await onDone?.(answer);
        if (!stayBusy) setBusyKey(null);
        return { answer };
      } catch {
        setBusyKey(null);
        return null;
      }
    },
    [command],
  );
  const isBusy = useCallback((key: string | number) => busyKey === key, [busyKey]);
  return { busy: busyKey !== null, isBusy, run };
}
