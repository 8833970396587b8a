/**
 * What compileFormula learns from a formula's text alone (parsing, the allow-list check, the mathjs
 * compilation), kept per distinct text so that a form's next version, or another form using the same
 * formulas, does not parse them again. Bounded: past `limit` texts the least recently used goes. The
 * values are immutable (compiled mathjs functions evaluate against the scope they are given), so one
 * entry can serve any number of models; what depends on the model (which ids exist) is checked on
 * every use.
 *
 * @example formulaCache.get('qty * price') ?? formulaCache.set('qty * price', analyse('qty * price'))
 */
export class FormulaCache<V> {
  private readonly entries = new Map<string, V>();

  constructor(readonly limit: number) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // Most recently used last: the first key is the one to evict.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: V): V {
    this.entries.delete(key);
    if (this.entries.size >= this.limit) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, value);
    return value;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Empties the cache (the bench's cold figure; tests). */
  clear(): void {
    this.entries.clear();
  }
}
