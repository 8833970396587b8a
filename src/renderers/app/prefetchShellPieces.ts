import { SHELL_PIECES } from '../components/SHELL_PIECES';

let started = false;

/**
 * Fetches the shell's deferred pieces (SHELL_PIECES) once, when the browser is next idle: called when the
 * first screen has shown, so they never compete with what that screen needs, and are there before the
 * connection can go (the offline dialog). A failed fetch is left for the piece's own load to retry.
 *
 * @example useEffect(() => prefetchShellPieces(), []);
 */
export function prefetchShellPieces(): void {
  if (started) return;
  started = true;
  const fetchAll = () => {
    for (const load of Object.values(SHELL_PIECES)) void load().catch(() => undefined);
  };
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(fetchAll, { timeout: 3000 });
  else window.setTimeout(fetchAll, 1);
}
