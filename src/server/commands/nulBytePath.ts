/**
 * The path (`NAME.key.0`) of the first string or object key holding a NUL character (U+0000) in the
 * parsed parameters, or undefined. PostgreSQL stores neither in text nor in jsonb, so such a value is
 * refused as a parameter error instead of failing in the database. Walks with its own stack: the
 * parameters' depth is bounded, but nothing here should recurse on input.
 *
 * @example nulBytePath({ NAME: 'a\u0000' }) // 'NAME'
 */
export function nulBytePath(params: Record<string, unknown>): string | undefined {
  const stack: Array<[path: string, value: unknown]> = Object.entries(params).map(([k, v]) => [k, v]);
  while (stack.length) {
    const [path, value] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return path;
        stack.push([`${path}.${key}`, item]);
      }
    }
  }
  return undefined;
}
