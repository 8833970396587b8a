import type { ColumnType } from 'kysely';

/** Timestamps: written as Date (or SQL now()), read as Date by both pg and PGlite. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;
