/** A record as ListEntities answers it: its fields by key, with the id and the version edits send back. */
export type EntityListRow = Record<string, unknown> & { id: number; version: number };
