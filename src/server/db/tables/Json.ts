import type { JSONColumnType } from 'kysely';

/** A json(b) column: read as the object, written as its JSON text. */
export type Json<T extends object = Record<string, unknown>> = JSONColumnType<T, string, string>;
