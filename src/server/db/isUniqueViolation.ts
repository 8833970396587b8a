/** A PostgreSQL unique violation (23505), from pg or PGlite, optionally on a given constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  if (e?.code !== '23505') return false;
  if (!constraint) return true;
  return e.constraint === constraint || String(e.message ?? '').includes(constraint);
}
