import type { Audience } from './AudienceViewer';

const ids = (value: unknown): number[] =>
  Array.isArray(value) ? [...new Set(value.map(Number).filter((n) => Number.isInteger(n) && n > 0))] : [];

/**
 * An audience from a stored jsonb value (an object, or its JSON text on some drivers); missing lists are
 * empty, ids numbers, duplicates dropped.
 *
 * @example audienceOf('{"roles":[160]}') // { roles: [160], squads: [], employees: [] }
 */
export function audienceOf(value: unknown): Audience {
  const raw = (typeof value === 'string' ? JSON.parse(value) : (value ?? {})) as Record<string, unknown>;
  return { roles: ids(raw.roles), squads: ids(raw.squads), employees: ids(raw.employees) };
}
