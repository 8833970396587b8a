import type { Level } from '../../runtime/access/Level';

/** A stored level text as a Level; anything unknown is DISABLE (fail closed). */
export function asLevel(value: string | null | undefined): Level {
  return value === 'EDIT' || value === 'VIEW' ? value : 'DISABLE';
}
