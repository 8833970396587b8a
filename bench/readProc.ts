import { readFileSync } from 'node:fs';

/**
 * A /proc file's text, '' when the process ended meanwhile (Linux only; benches).
 *
 * @example readProc('/proc/self/status')
 */
export function readProc(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}
