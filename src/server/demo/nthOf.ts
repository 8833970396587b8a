/**
 * The i-th element of a list taken in turn (wrapping around): deterministic demo values from a counter.
 *
 * @example nthOf(['a', 'b'], 3) // 'b'
 */
export function nthOf<T>(list: T[], i: number): T {
  return list[i % list.length]!;
}
