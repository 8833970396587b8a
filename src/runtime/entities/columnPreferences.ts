import type { EntityMeta } from './EntityMeta';

/** The columns a user sees in an entity's list: their order and which are shown. */
export interface ColumnPreferences {
  order: string[];
  hidden: string[];
  /** When the choice was made (ms since epoch): the newest of the browser's and the server's copy wins. */
  savedAt?: number;
}

interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Whose columns: an entity, or another list with a name and columns (the task list). */
export type ColumnSource = Pick<EntityMeta, 'name'> & {
  list: { columns: ReadonlyArray<{ field: string; visible?: boolean }> };
};

/** Storage key of one user's columns of one entity. */
export function columnPreferencesKey(entity: string, userId: number | string): string {
  return `campo.entityColumns.${entity}.${userId}`;
}

/** The metadata's default: its list columns in order, those with `visible: false` hidden. */
export function defaultColumnPreferences(entity: ColumnSource): ColumnPreferences {
  return {
    order: entity.list.columns.map((c) => c.field),
    hidden: entity.list.columns.filter((c) => c.visible === false).map((c) => c.field),
  };
}

function parse(raw: string | null | undefined): unknown {
  if (!raw) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * One user's column choice and order for an entity's list: the newest of this browser's copy (per entity
 * and user id) and the server's (SaveListColumns, in USUARIO_LOGADO.userCustomization `listColumns`), so
 * the choice follows the user to another browser. Columns the metadata dropped are left out and columns
 * it added come last, so an old preference never breaks the list.
 *
 * @example loadColumnPreferences(localStorage, client, 2, user.userCustomization) // { order: ['name', ...], hidden: ['cpf'] }
 */
export function loadColumnPreferences(
  storage: KeyValueStorage,
  entity: ColumnSource,
  userId: number | string,
  userCustomization?: string,
): ColumnPreferences {
  const fallback = defaultColumnPreferences(entity);
  const local = parse(storage.getItem(columnPreferencesKey(entity.name, userId))) as
    Partial<ColumnPreferences> | undefined;
  const server = (parse(userCustomization) as { listColumns?: Record<string, Partial<ColumnPreferences>> })
    ?.listColumns?.[entity.name];
  const candidates = [local, server].filter(
    (c): c is Partial<ColumnPreferences> => !!c && typeof c === 'object' && Array.isArray(c.order),
  );
  const saved = candidates.sort((a, b) => (b.savedAt ?? 0) - (a.savedAt ?? 0))[0];
  if (!saved) return fallback;
  const known = new Set(fallback.order);
  const order = (saved.order ?? []).filter((f) => known.has(f));
  for (const field of fallback.order) if (!order.includes(field)) order.push(field);
  const hidden = (Array.isArray(saved.hidden) ? saved.hidden : fallback.hidden).filter((f) => known.has(f));
  return { order, hidden, ...(saved.savedAt ? { savedAt: saved.savedAt } : {}) };
}

/** Saves one user's column choice and order for an entity's list in this browser. */
export function saveColumnPreferences(
  storage: KeyValueStorage,
  entity: string,
  userId: number | string,
  preferences: ColumnPreferences,
): void {
  storage.setItem(columnPreferencesKey(entity, userId), JSON.stringify(preferences));
}
