/**
 * The fields whose values differ between two history views, as `{field: {from, to}}` (compared as JSON
 * with sorted object keys, so a jsonb column's key order does not count as a change).
 *
 * @example taskChanges({ urgent: false, title: 'A' }, { urgent: true, title: 'A' }) // { urgent: { from: false, to: true } }
 */
export function taskChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after)) {
    if (canonical(before[key]) !== canonical(after[key]))
      changes[key] = { from: before[key] ?? null, to: after[key] ?? null };
  }
  return changes;
}

function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );
}
