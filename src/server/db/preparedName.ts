/** Most distinct statement texts kept as prepared statements (per connection: at most this many). */
const PREPARED_TEXTS = 2000;
const preparedNames = new Map<string, string>();

/**
 * The name of the prepared statement for a statement text, or undefined when the text is a transaction
 * control statement or the bound of distinct texts is reached. Names are the same on every connection.
 */
export function preparedName(text: string): string | undefined {
  const known = preparedNames.get(text);
  if (known !== undefined) return known;
  if (preparedNames.size >= PREPARED_TEXTS || !/^\s*(select|insert|update|delete|with)\b/i.test(text))
    return undefined;
  // pg-boss's statements stay unprepared: it adds a partition of its job table per queue while running,
  // and a statement prepared before that fails to route rows into it ("no partition of relation").
  if (/pgboss\./i.test(text)) return undefined;
  const name = `campo_${preparedNames.size}`;
  preparedNames.set(text, name);
  return name;
}
