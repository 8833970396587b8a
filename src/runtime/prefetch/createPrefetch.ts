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
  /**
   * The started answer for the same name and parameters if it has already arrived (and it is then
   * taken: a later `command` asks the server), else undefined: a screen's first render shows it at once
   * instead of a loading state followed by a second render.
   */
  take: <T>(name: string, params: CommandParams) => T | undefined;
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
  const arrived = new Map<string, unknown>();
  return {
    start(name, params) {
      const key = keyOf(name, params);
      const answer = command(name, params, { silent: true, ignoreLoginRequest: true });
      answer.then(
        (value) => {
          if (started.get(key) === answer) arrived.set(key, value);
        },
        // Nobody may ever take it (another page opened first): its failure is nobody's to show.
        () => undefined,
      );
      started.set(key, answer);
    },
    take<T>(name: string, params: CommandParams) {
      const key = keyOf(name, params);
      if (!arrived.has(key)) return undefined;
      const value = arrived.get(key) as T;
      arrived.delete(key);
      started.delete(key);
      return value;
    },
    command: <T>(...[name, params, options]: Parameters<CommandFn>) => {
      const key = keyOf(name, params);
      const answer = started.get(key);
      if (!answer) return command<T>(name, params, options);
      started.delete(key);
      arrived.delete(key);
      return (answer as Promise<T>).catch(() => command<T>(name, params, options));
    },
    discard: () => {
      started.clear();
      arrived.clear();
    },
  };
}
