/** Where a record page loads its record and how its text values come from it. */
export interface RecordSource<V> {
  /** The command that answers the record for `{ ID }`. */
  load: string;
  /** The answer's key holding the record. */
  key: string;
  /** The values of a new record; their keys are the record's fields the form edits. */
  empty: V;
  /** Fields that are not plain text in the record (a JSON model); the rest become strings, null as ''. */
  format?: Partial<Record<keyof V, (value: unknown) => string>>;
}
