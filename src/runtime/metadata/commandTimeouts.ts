import type { CommandMeta } from './AppMetadata';

/**
 * The commands that declare their own timeout (metadata/commands.json `timeoutMs`), by name: all the
 * browser needs of that file (the adapter's timeouts), the rest (access, functionality, level) being the
 * server's gate. The build cuts the file to this (vite.config.ts, `?timeouts`; bundledCommandTimeouts).
 *
 * @example commandTimeouts({ Login: { access: 'public' }, Big: { access: 'user', timeoutMs: 900000 } })
 * // { Big: 900000 }
 */
export function commandTimeouts(commands: Record<string, CommandMeta>): Record<string, number> {
  const timeouts: Record<string, number> = {};
  for (const [name, command] of Object.entries(commands))
    if (command.timeoutMs !== undefined) timeouts[name] = command.timeoutMs;
  return timeouts;
}
