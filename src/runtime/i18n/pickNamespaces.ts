/**
 * The given top-level namespaces of a language catalogue, the others left out.
 *
 * @example pickNamespaces({ auth: { enter: 'Entrar' }, taskList: {} }, ['auth']) // { auth: { enter: 'Entrar' } }
 */
export function pickNamespaces(catalogue: Record<string, unknown>, namespaces: readonly string[]) {
  return Object.fromEntries(Object.entries(catalogue).filter(([key]) => namespaces.includes(key)));
}
