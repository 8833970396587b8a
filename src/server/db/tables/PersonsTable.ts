import type { ColumnType, Generated } from 'kysely';

/** A person of a company, the human behind a user (migration 0001); photo bytes in the row. */
export interface PersonsTable {
  company_id: number;
  id: Generated<number>;
  name: string;
  email: string | null;
  photo: Uint8Array | null;
  photo_type: string | null;
  photo_version: Generated<number>;
  /** Migration 0006. */
  surname: ColumnType<string | null, string | null | undefined, string | null>;
  phone: ColumnType<string | null, string | null | undefined, string | null>;
}
