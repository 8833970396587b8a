import { sql, type Kysely } from 'kysely';

/*
 * Access, plans and company data (issue 3). The plan fields 0001 already has keep their names:
 * plan_name, plan_active (active), period_end (end date), trial (is trial), trial_end (trial end date),
 * paid_licenses (licenses), free_licenses. Override tables keep the tenant (company_id) first in their key;
 * plan and command overrides are platform-wide and small.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('companies')
    .addColumn('missing_invoice_data', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('integration_id', 'text')
    .addColumn('onboarding_completed', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('webhook_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_internal_test', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('cnpj', 'text')
    .addColumn('phone', 'text')
    .execute();
  // Company names are unique whatever their case (registration answers 'O nome desta empresa já está cadastrado').
  await sql`create unique index companies_name_lower_uq on companies (lower(name))`.execute(db);
  await sql`create index companies_integration_id_idx on companies (integration_id)`.execute(db);

  // kind 'F': a functionality code and its ceiling level; kind 'L': a limit key and its value (null = unlimited).
  await db.schema
    .createTable('plan_permission_overrides')
    .addColumn('plan_name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('F', 'L')`))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('level', 'text')
    .addColumn('limit_value', 'integer')
    .addPrimaryKeyConstraint('plan_permission_overrides_pk', ['plan_name', 'kind', 'code'])
    .execute();

  await db.schema
    .createTable('company_permission_overrides')
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('F', 'L')`))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('level', 'text')
    .addColumn('limit_value', 'integer')
    .addPrimaryKeyConstraint('company_permission_overrides_pk', ['company_id', 'kind', 'code'])
    .execute();

  // functionality null: the command needs no functionality (only its access and role).
  await db.schema
    .createTable('command_overrides')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('functionality', 'text')
    .addColumn('level', 'text')
    .execute();

  await sql`create sequence webhook_deliveries_id_seq`.execute(db);
  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('company_id', 'integer', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull().defaultTo(sql`nextval('webhook_deliveries_id_seq')`))
    .addColumn('event_type', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'delivered', 'failed', 'skipped')`),
    )
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('delivered_at', 'timestamptz')
    .addPrimaryKeyConstraint('webhook_deliveries_pk', ['company_id', 'id'])
    .execute();
  // The worker's queue: only pending rows, by due time.
  await sql`create index webhook_deliveries_due_idx on webhook_deliveries (next_attempt_at) where status = 'pending'`.execute(
    db,
  );
  await db.schema
    .createIndex('permission_groups_type_idx')
    .on('permission_groups')
    .columns(['company_id', 'type'])
    .execute();
  await db.schema
    .createIndex('user_groups_group_idx')
    .on('user_groups')
    .columns(['company_id', 'group_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('user_groups_group_idx').execute();
  await db.schema.dropIndex('permission_groups_type_idx').execute();
  for (const table of [
    'webhook_deliveries',
    'command_overrides',
    'company_permission_overrides',
    'plan_permission_overrides',
  ])
    await db.schema.dropTable(table).execute();
  await sql`drop sequence webhook_deliveries_id_seq`.execute(db);
  await sql`drop index companies_integration_id_idx`.execute(db);
  await sql`drop index companies_name_lower_uq`.execute(db);
  await db.schema
    .alterTable('companies')
    .dropColumn('missing_invoice_data')
    .dropColumn('integration_id')
    .dropColumn('onboarding_completed')
    .dropColumn('webhook_url')
    .dropColumn('is_internal_test')
    .dropColumn('cnpj')
    .dropColumn('phone')
    .execute();
}
