/**
 * Whether logged statements (loggedPgliteBackend) include a transaction's start.
 *
 * @example expect(opensTransaction(statements)).toBe(false)
 */
export function opensTransaction(statements: readonly string[]): boolean {
  return statements.some((text) => /^\s*(begin|start transaction)\b/i.test(text));
}
