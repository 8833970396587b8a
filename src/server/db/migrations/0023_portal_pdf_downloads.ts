import { sql, type Kysely } from 'kysely';

/**
 * client_portals.allow_pdf_download: the portal's download option (spec 001 "Client portal": download
 * options). When on, the public portal offers each finished activity's PDF (BaixarPdfPortalPublico),
 * printed as the company prints it (the form's default export template).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table client_portals add column allow_pdf_download boolean not null default false`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table client_portals drop column allow_pdf_download`.execute(db);
}
