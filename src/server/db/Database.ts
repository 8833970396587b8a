import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** Timestamps: written as Date (or SQL now()), read as Date by both pg and PGlite. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp with a database default (now()). */
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T extends object = Record<string, unknown>> = JSONColumnType<T, string, string>;

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  owner_person_id: number | null;
  is_template: Generated<boolean>;
  segment_id: number | null;
  contact: string | null;
  amount_of_colaborators: string | null;
  customization: Json;
  plan_name: Generated<string>;
  plan_active: Generated<boolean>;
  trial: Generated<boolean>;
  trial_end: ColumnType<Date | null, Date | string | null, Date | string | null>;
  period_end: ColumnType<Date | null, Date | string | null, Date | string | null>;
  paid_licenses: Generated<number>;
  free_licenses: Generated<number>;
  created_at: DefaultTimestamp;
}

export interface PersonsTable {
  company_id: number;
  id: Generated<number>;
  name: string;
  email: string | null;
  photo: Uint8Array | null;
  photo_type: string | null;
  photo_version: Generated<number>;
}

export interface UsersTable {
  company_id: number;
  id: Generated<number>;
  person_id: number;
  login: string;
  password_hash: string;
  locale: Generated<string>;
  is_shared: Generated<boolean>;
  active: Generated<boolean>;
  last_login: Timestamp | null;
  tour_settings: Json | null;
  customization: Json;
}

/** Global directory login -> tenant, so a login can be resolved without scanning every tenant. */
export interface UserLoginsTable {
  login: string;
  company_id: number;
  user_id: number;
}

export interface UserGroupsTable {
  company_id: number;
  user_id: number;
  group_id: number;
}

export interface PermissionGroupsTable {
  company_id: number;
  id: Generated<number>;
  name: string;
  type: Generated<string>;
  levels: Json<Record<string, string>>;
}

export interface SessionsTable {
  token_hash: string;
  user_id: number;
  company_id: number;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  last_seen: DefaultTimestamp;
}

export interface LoginAttemptsTable {
  login: string;
  failures: number;
  locked_until: Timestamp | null;
}

export interface PasswordRecoveriesTable {
  code_hash: string;
  company_id: number;
  user_id: number;
  created_at: DefaultTimestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface OutboxEmailsTable {
  id: Generated<number>;
  company_id: number | null;
  to_address: string;
  subject: string;
  body_text: string;
  created_at: DefaultTimestamp;
  sent_at: Timestamp | null;
  error: string | null;
}

/** The Kysely schema of the whole database. */
export interface Database {
  companies: CompaniesTable;
  persons: PersonsTable;
  users: UsersTable;
  user_logins: UserLoginsTable;
  user_groups: UserGroupsTable;
  permission_groups: PermissionGroupsTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  password_recoveries: PasswordRecoveriesTable;
  outbox_emails: OutboxEmailsTable;
}
