import type { EntityMeta } from './EntityMeta';

/** The columns a user sees in an entity's list: their order and which are shown. */
export interface ColumnPreferences {
  order: string[];
  hidden: string[];
}

interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Storage key of one user's columns of one entity. */
export function columnPreferencesKey(entity: string, userId: number | string): string {
  return `campo.entityColumns.${entity}.${userId}`;
}

/** The metadata's default: its list columns in order, those with `visible: false` hidden. */
export function defaultColumnPreferences(entity: EntityMeta): ColumnPreferences {
  return {
    order: entity.list.columns.map((c) => c.field),
    hidden: entity.list.columns.filter((c) => c.visible === false).map((c) => c.field),
  };
}

/**
 * One user's column choice and order for an entity's list, from the browser's storage (per entity and
 * user id; a server copy can come later). Columns the metadata dropped are left out and columns it added
 * come last, so an old preference never breaks the list.
 *
 * @example loadColumnPreferences(localStorage, client, 2) // { order: ['name', 'email', ...], hidden: ['cpf'] }
 */
export function loadColumnPreferences(
  storage: KeyValueStorage,
  entity: EntityMeta,
  userId: number | string,
): ColumnPreferences {
  const fallback = defaultColumnPreferences(entity);
  try {
    const raw = storage.getItem(columnPreferencesKey(entity.name, userId));
    if (!raw) return fallback;
    const saved = JSON.parse(raw) as Partial<ColumnPreferences>;
    const known = new Set(fallback.order);
    const order = (saved.order ?? []).filter((f) => known.has(f));
    for (const field of fallback.order) if (!order.includes(field)) order.push(field);
    return { order, hidden: (saved.hidden ?? fallback.hidden).filter((f) => known.has(f)) };
  } catch {
    return fallback;
  }
}

/** Saves one user's column choice and order for an entity's list. */
export function saveColumnPreferences(
  storage: KeyValueStorage,
  entity: string,
  userId: number | string,
  preferences: ColumnPreferences,
): void {
  storage.setItem(columnPreferencesKey(entity, userId), JSON.stringify(preferences));
}
