import type { ColumnType } from 'kysely';

/** A timestamp with a database default (now()). */
export type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
