import type { CommandFn, CommandParams } from '../protocol/CommandFn';

export interface Prefetch {
  /**
   * Sends a read command now, quietly (no toast, no LOGIN_REQUEST redirect): the first `command` call
   * with the same name and parameters gets its answer instead of asking the server again.
   */
  start: (name: string, params: CommandParams) => void;
  /**
   * The runtime's command: a started answer once for the same name and parameters (asked again, with
   * the caller's options, if it failed), else the server.
   */
  command: CommandFn;
  /** Forgets every started answer (the saved session turned out to be logged out). */
  discard: () => void;
}

/** The same parameters in any key order give the same text. */
function keyOf(name: string, params: CommandParams | undefined): string {
  return JSON.stringify([name, params ?? {}], (_, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
}

/**
 * Answers asked ahead of the screen that needs them (issue 13: the task list's first page starts at
 * boot, alongside the user check, not after the catalogue, the screen's code and its first render).
 *
 * @example
 * const prefetch = createPrefetch(command);
 * prefetch.start('ConsultarAtividadesFlowV2', params); // at boot
 * await prefetch.command('ConsultarAtividadesFlowV2', params); // later: the same request's answer
 */
export function createPrefetch(command: CommandFn): Prefetch {
  const started = new Map<string, Promise<unknown>>();
  return {
    start(name, params) {
      const answer = command(name, params, { silent: true, ignoreLoginRequest: true });
      // Nobody may ever take it (another page opened first): its failure is nobody's to show.
      answer.catch(() => undefined);
      started.set(keyOf(name, params), answer);
    },
    command: <T>(...[name, params, options]: Parameters<CommandFn>) => {
      const key = keyOf(name, params);
      const answer = started.get(key);
      if (!answer) return command<T>(name, params, options);
      started.delete(key);
      return (answer as Promise<T>).catch(() => command<T>(name, params, options));
    },
    discard: () => started.clear(),
  };
}
