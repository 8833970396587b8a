/**
 * The per-command timeouts of metadata/commands.json (commandTimeouts), bundled by Vite as the file cut
 * to them (vite.config.ts, `?timeouts`): the login page does not download the commands' access table,
 * which only the server reads.
 *
 * @example createHttpAdapter({ ...deps, timeouts: bundledCommandTimeouts() })
 */
export function bundledCommandTimeouts(): Record<string, number> {
  const modules = import.meta.glob<Record<string, number>>('/metadata/commands.json', {
    eager: true,
    import: 'default',
    query: '?timeouts',
  });
  return Object.values(modules)[0] ?? {};
}
