/** A stored row as answered: the record's own keys (id, version, createdAt, updatedAt) and its fields. */
export interface StoredRow {
  id: string | number;
  version: number;
  data: Record<string, unknown> | string;
  created_at?: Date | string;
  updated_at?: Date | string;
}

/**
 * The answer form of a record, flat for the data grid and rjsf (field keys never collide with the
 * record's own keys: the entity schema forbids them).
 *
 * @example recordItem({ id: '7', version: 2, data: { name: 'Ana' } }) // { id: 7, version: 2, name: 'Ana' }
 */
export function recordItem(row: StoredRow): Record<string, unknown> {
  const data = typeof row.data === 'string' ? (JSON.parse(row.data) as Record<string, unknown>) : row.data;
  return {
    id: Number(row.id),
    version: row.version,
    ...(row.created_at ? { createdAt: new Date(row.created_at).toISOString() } : {}),
    ...(row.updated_at ? { updatedAt: new Date(row.updated_at).toISOString() } : {}),
    ...data,
  };
}
