import { sql, type Kysely } from 'kysely';

/**
 * images: pictures records point at by id (a client's profile image, an entity `image` field, the company
 * logo), bytes in the FileStorage under storage_key (`<company_id>/<uuid>`). companies.logo_image_id: the
 * company logo (spec 001 "Automatic data: company logo").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table images (
      company_id integer not null,
      id text not null,
      storage_key text not null,
      file_name text not null,
      content_type text not null,
      size integer not null,
      created_by integer not null,
      created_at timestamptz not null default now(),
      primary key (company_id, id)
    )`.execute(db);
  await sql`alter table companies add column logo_image_id text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table companies drop column logo_image_id`.execute(db);
  await sql`drop table images`.execute(db);
}
