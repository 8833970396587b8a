import { sql, type Kysely } from 'kysely';

/*
 * Employees, invites, shared (rotary) sub-users and templates (issue 6).
 *
 * - persons gain surname and phone (the employee form of spec 001 section 3).
 * - companies gain rotary_accesses_per_month (admin company limit, spec 001 section 3; null = unlimited).
 * - employee_invites: one pending invite per e-mail and company; the link's token is `<company>-<secret>`
 *   and only the secret's sha256 is kept, as sessions and recovery codes are.
 * - shared_sub_users / shared_sub_user_accesses: the people who fill in through a shared (rotary) login,
 *   identified by an access code unique in the company; accesses are counted over the last month.
 * - template_categories / templates live in the template company (13089); company_form_templates holds a
 *   company's copies of a template (the form model JSON) until forms (issue 5) turn them into forms.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table persons add column surname text, add column phone text`.execute(db);
  await sql`alter table companies add column rotary_accesses_per_month integer`.execute(db);

  await sql`create sequence employee_invites_id_seq`.execute(db);
  await sql`
    create table employee_invites (
      company_id integer not null,
      id integer not null default nextval('employee_invites_id_seq'),
      email text not null,
      group_id integer not null,
      token_hash text not null,
      expires_at timestamptz not null,
      created_at timestamptz not null default now(),
      created_by integer,
      sent_at timestamptz not null default now(),
      primary key (company_id, id)
    )`.execute(db);
  await sql`create unique index employee_invites_email_uq on employee_invites (company_id, lower(email))`.execute(
    db,
  );
  await sql`create unique index employee_invites_token_uq on employee_invites (company_id, token_hash)`.execute(
    db,
  );

  await sql`create sequence shared_sub_users_id_seq`.execute(db);
  await sql`
    create table shared_sub_users (
      company_id integer not null,
      id integer not null default nextval('shared_sub_users_id_seq'),
      name text not null,
      access_code text not null,
      disabled boolean not null default false,
      activated_at timestamptz,
      completed_at timestamptz,
      created_at timestamptz not null default now(),
      primary key (company_id, id)
    )`.execute(db);
  await sql`create unique index shared_sub_users_code_uq on shared_sub_users (company_id, lower(access_code))`.execute(
    db,
  );
  await sql`
    create table shared_sub_user_accesses (
      company_id integer not null,
      sub_user_id integer not null,
      started_at timestamptz not null default now(),
      ended_at timestamptz,
      primary key (company_id, sub_user_id, started_at)
    )`.execute(db);
  await sql`create index shared_sub_user_accesses_month_idx on shared_sub_user_accesses (company_id, started_at)`.execute(
    db,
  );

  await sql`create sequence template_categories_id_seq`.execute(db);
  await sql`
    create table template_categories (
      company_id integer not null,
      id integer not null default nextval('template_categories_id_seq'),
      name text not null,
      position integer not null default 0,
      parent_id integer,
      primary key (company_id, id)
    )`.execute(db);
  await sql`create sequence templates_id_seq`.execute(db);
  await sql`
    create table templates (
      company_id integer not null,
      id integer not null default nextval('templates_id_seq'),
      name text not null,
      code text not null default '',
      abstract text not null default '',
      description text not null default '',
      category_id integer,
      position integer not null default 0,
      model jsonb not null default '{}'::jsonb,
      images jsonb not null default '[]'::jsonb,
      updated_at timestamptz not null default now(),
      primary key (company_id, id)
    )`.execute(db);
  await sql`create index templates_category_idx on templates (company_id, category_id)`.execute(db);
  await sql`create sequence company_form_templates_id_seq`.execute(db);
  await sql`
    create table company_form_templates (
      company_id integer not null,
      id integer not null default nextval('company_form_templates_id_seq'),
      template_id integer not null,
      name text not null,
      model jsonb not null,
      created_by integer,
      created_at timestamptz not null default now(),
      primary key (company_id, id)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'company_form_templates',
    'templates',
    'template_categories',
    'shared_sub_user_accesses',
    'shared_sub_users',
    'employee_invites',
  ])
    await sql`drop table ${sql.raw(table)}`.execute(db);
  for (const seq of [
    'company_form_templates',
    'templates',
    'template_categories',
    'shared_sub_users',
    'employee_invites',
  ])
    await sql`drop sequence ${sql.raw(`${seq}_id_seq`)}`.execute(db);
  await sql`alter table companies drop column rotary_accesses_per_month`.execute(db);
  await sql`alter table persons drop column surname, drop column phone`.execute(db);
}
