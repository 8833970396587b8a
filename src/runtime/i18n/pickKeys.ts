/**
 * The given keys of a language catalogue, each a namespace (`auth`) or a dotted path to one message or
 * group (`errors.TIMEOUT`), nested as in the catalogue; a key the catalogue lacks is left out.
 *
 * @example pickKeys({ auth: { enter: 'Entrar' }, errors: { TIMEOUT: 'Tempo', X: 'x' } }, ['auth', 'errors.TIMEOUT'])
 * // { auth: { enter: 'Entrar' }, errors: { TIMEOUT: 'Tempo' } }
 */
export function pickKeys(
  catalogue: Record<string, unknown>,
  keys: readonly string[],
): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const key of keys) {
    const path = key.split('.');
    let from: unknown = catalogue;
    for (const part of path)
      from = from && typeof from === 'object' ? (from as Record<string, unknown>)[part] : undefined;
    if (from === undefined) continue;
    let into = picked;
    for (const part of path.slice(0, -1)) {
      const next = into[part];
      into = (into[part] = next && typeof next === 'object' ? next : {}) as Record<string, unknown>;
    }
    into[path[path.length - 1]!] = from;
  }
  return picked;
}
