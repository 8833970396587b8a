import { sql, type Kysely } from 'kysely';

/*
 * Libraries and their files, and the client portal (spec 001 sections 3 and 6).
 *
 * libraries: a tree (parent_id, no cycles: checked by SalvarBiblioteca); a restricted library lists the
 * roles (permission groups), work groups (squad records) and employees (user ids) that may see it, in
 * `allowed` ({roles: [], squads: [], employees: []}).
 * library_files: the bytes in the row (bytea), so a file is written in the command's transaction and the
 * same queries run on PGlite and PostgreSQL; `size` is kept to sum a company's storage without reading
 * the bytes. Public links of files live in entity_shares (entity 'libraryFile').
 * client_portals: one row per client with a portal; banner and logo bytes beside the settings. The
 * portal's public token and password live in entity_shares (entity 'clientPortal').
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence libraries_id_seq`.execute(db);
  await sql`
    create table libraries (
      company_id integer not null,
      id bigint not null default nextval('libraries_id_seq'),
      parent_id bigint,
      name text not null,
      restricted boolean not null default false,
      allowed jsonb not null default '{}',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      created_by integer,
      primary key (company_id, id)
    )`.execute(db);
  await sql`create index libraries_parent_idx on libraries (company_id, parent_id)`.execute(db);

  await sql`create sequence library_files_id_seq`.execute(db);
  await sql`
    create table library_files (
      company_id integer not null,
      id bigint not null default nextval('library_files_id_seq'),
      library_id bigint not null,
      name text not null,
      content_type text not null,
      size bigint not null,
      data bytea not null,
      created_at timestamptz not null default now(),
      created_by integer,
      primary key (company_id, id)
    )`.execute(db);
  await sql`create index library_files_library_idx on library_files (company_id, library_id)`.execute(db);

  await sql`
    create table client_portals (
      company_id integer not null,
      client_id bigint not null,
      accent_color text,
      show_extra_contacts boolean not null default false,
      allow_activity_details boolean not null default false,
      banner bytea,
      banner_type text,
      logo bytea,
      logo_type text,
      image_version integer not null default 0,
      updated_at timestamptz not null default now(),
      updated_by integer,
      primary key (company_id, client_id)
    )`.execute(db);
}
