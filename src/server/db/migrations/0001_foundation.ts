import { sql, type Kysely } from 'kysely';

/*
 * Tenant tables put company_id first in their primary key and in every index, so the schema can be
 * distributed by company_id (Citus) without changes. Ids come from global sequences so an id alone is
 * still unique, which keeps URLs and the protocol simple. Users and companies sequences start at 2:
 * id 1 is reserved for the platform administrator and its platform company.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence companies_id_seq start 2`.execute(db);
  await sql`create sequence persons_id_seq`.execute(db);
  await sql`create sequence users_id_seq start 2`.execute(db);
  await sql`create sequence permission_groups_id_seq start 1000`.execute(db);
  await sql`create sequence outbox_emails_id_seq`.execute(db);

  await db.schema
    .createTable('companies')
    .addColumn('id', 'integer', (c) => c.primaryKey().defaultTo(sql`nextval('companies_id_seq')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('owner_person_id', 'integer')
    .addColumn('is_template', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('segment_id', 'integer')
    .addColumn('contact', 'text')
    .addColumn('amount_of_colaborators', 'text')
    .addColumn('customization', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('plan_name', 'text', (c) => c.notNull().defaultTo('TRIAL'))
    .addColumn('plan_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('trial', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('trial_end', 'date')
    .addColumn('period_end', 'date')
    .addColumn('paid_licenses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('free_licenses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('persons')
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull().defaultTo(sql`nextval('persons_id_seq')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('photo', 'bytea')
    .addColumn('photo_type', 'text')
    .addColumn('photo_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('persons_pk', ['company_id', 'id'])
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull().defaultTo(sql`nextval('users_id_seq')`))
    .addColumn('person_id', 'integer', (c) => c.notNull())
    .addColumn('login', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull().defaultTo('pt-BR'))
    .addColumn('is_shared', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('last_login', 'timestamptz')
    .addColumn('tour_settings', 'jsonb')
    .addColumn('customization', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addPrimaryKeyConstraint('users_pk', ['company_id', 'id'])
    .addUniqueConstraint('users_login_uq', ['company_id', 'login'])
    .addForeignKeyConstraint('users_person_fk', ['company_id', 'person_id'], 'persons', ['company_id', 'id'])
    .execute();

  await db.schema
    .createTable('user_logins')
    .addColumn('login', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('permission_groups')
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull().defaultTo(sql`nextval('permission_groups_id_seq')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('G'))
    .addColumn('levels', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addPrimaryKeyConstraint('permission_groups_pk', ['company_id', 'id'])
    .execute();

  // group_id is either a company-wide group (158..161, from metadata/roles.json) or a permission_groups id.
  await db.schema
    .createTable('user_groups')
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('group_id', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_groups_pk', ['company_id', 'user_id', 'group_id'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('last_seen', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('sessions_user_idx')
    .on('sessions')
    .columns(['company_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('login_attempts')
    .addColumn('login', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('locked_until', 'timestamptz')
    .execute();

  await db.schema
    .createTable('password_recoveries')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('outbox_emails')
    .addColumn('id', 'integer', (c) => c.primaryKey().defaultTo(sql`nextval('outbox_emails_id_seq')`))
    .addColumn('company_id', 'integer')
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('error', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'outbox_emails',
    'password_recoveries',
    'login_attempts',
    'sessions',
    'user_groups',
    'permission_groups',
    'user_logins',
    'users',
    'persons',
    'companies',
  ])
    await db.schema.dropTable(table).execute();
  for (const seq of ['companies', 'persons', 'users', 'permission_groups', 'outbox_emails'])
    await sql`drop sequence ${sql.raw(`${seq}_id_seq`)}`.execute(db);
}
