import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOrphanImages } from './sweepOrphanImages';
import { LocalDiskStorage } from '../storage/LocalDiskStorage';
import { startTestApp, testBackends, type TestApp } from '../testing/testApp';
import { TINY_PNG } from '../testing/tinyPng';
import { uploadImage } from '../testing/uploadImage';
import { drainJobs } from '../testing/drainJobs';

const config = { cacheTtlMs: 0, jobsPollMs: 0, jobsRetryBaseMs: 0 };
const DAY = 86_400_000;

describe.each(testBackends())('the orphan images sweep on $name', (backend) => {
  let app: TestApp;
  let storage: LocalDiskStorage;
  let uploadDir: string;

  beforeAll(async () => {
    uploadDir = await mkdtemp(join(tmpdir(), 'campo-image-sweep-'));
    storage = new LocalDiskStorage(uploadDir);
    app = await startTestApp(backend, { config: { ...config, uploadDir }, storage });
  });
  afterAll(async () => {
    await app?.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  it('removes day-old images nothing of their company references, rows and bytes, and schedules the next day', async () => {
    const owner = await app.login('dono@demo.campo');
    const other = await app.login('dono@outra.campo');
    const image = async (token: string) =>
      ((await uploadImage(app, token, TINY_PNG)).ROOT.IMAGEM as { fileId: string }).fileId;
    const [profile, listed, logo, answer, orphan, young] = [
      await image(owner),
      await image(owner),
      await image(owner),
      await image(owner),
      await image(owner),
      await image(owner),
    ];
    // Outra's unused image, whose id Demo happens to hold as text: another company's data keeps nothing.
    const foreign = await image(other);
    const save = (data: Record<string, unknown>) =>
      app.command('SaveEntity', { ENTITY: 'client', DATA: JSON.stringify(data) }, owner);
    expect((await save({ name: 'Cliente com foto', profileImage: profile })).ROOT.MESSAGES.ERRORS).toEqual(
      [],
    );
    const deleted = await save({
      name: 'Cliente apagado',
      extraAttributes: [{ attribute: 'foto', value: listed }],
    });
    expect(deleted.ROOT.MESSAGES.ERRORS).toEqual([]);
    const deletedId = String((deleted.ROOT.ITEM as { id: number | string }).id);
    expect(
      (await app.command('DeleteEntity', { ENTITY: 'client', ID: deletedId }, owner)).ROOT.MESSAGES.ERRORS,
    ).toEqual([]);
    expect((await save({ name: foreign })).ROOT.MESSAGES.ERRORS).toEqual([]);
    expect((await app.command('SalvarLogoEmpresa', { ID_IMAGEM: logo }, owner)).ROOT.RESULT).toBe('1');
    const demo = await app.db
      .selectFrom('companies')
      .select('id')
      .where('name', '=', 'Demo')
      .executeTakeFirstOrThrow();
    const document = await app.db
      .selectFrom('documents')
      .select('id')
      .where('company_id', '=', demo.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await sql`update documents set "values" = "values" || jsonb_build_object('imagem_registro', ${answer}::text)
      where company_id = ${demo.id} and id = ${document.id}`.execute(app.db);
    await app.db
      .updateTable('images')
      .set({ created_at: new Date(Date.now() - 2 * DAY) })
      .where('id', '<>', young)
      .execute();

    const keyOf = async (id: string) =>
      `${(await app.db.selectFrom('images').select('company_id').where('id', '=', id).executeTakeFirstOrThrow()).company_id}/${id}`;
    const keys = new Map<string, string>();
    for (const id of [profile, listed, logo, answer, orphan, young, foreign]) keys.set(id, await keyOf(id));

    await app.app.jobs.schedule('images.sweepOrphans', { at: new Date().toISOString() });
    await drainJobs(app.app.jobs);

    const left = new Set(
      (await app.db.selectFrom('images').select('id').execute()).map((row) => String(row.id)),
    );
    for (const kept of [profile, listed, logo, answer, young]) {
      expect(left.has(kept), kept).toBe(true);
      expect(await storage.get(keys.get(kept)!)).not.toBeNull();
    }
    for (const gone of [orphan, foreign]) {
      expect(left.has(gone), gone).toBe(false);
      expect(await storage.get(keys.get(gone)!)).toBeNull();
    }
    const next = await app.db
      .selectFrom('job_keys')
      .select('key')
      .where('name', '=', 'images.sweepOrphans')
      .execute();
    expect(next.map((k) => k.key)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^images\.sweepOrphans:\d{4}-\d{2}-\d{2}T05:00:00\.000Z$/),
      ]),
    );
  });
});

// Two transactions at once need PostgreSQL (PGlite runs one at a time).
const postgres = testBackends().filter((backend) => backend.name === 'postgres');

describe.skipIf(postgres.length === 0).each(postgres)(
  'the orphan images sweep beside saves on $name',
  (backend) => {
    let app: TestApp;
    let owner: string;
    let companyId: number;
    const uploadDir = join(tmpdir(), `campo-image-race-${process.pid}`);

    beforeAll(async () => {
      app = await startTestApp(backend, { config: { ...config, uploadDir } });
      owner = await app.login('dono@demo.campo');
      companyId = (
        await app.db.selectFrom('companies').select('id').where('name', '=', 'Demo').executeTakeFirstOrThrow()
      ).id;
    });
    afterAll(async () => {
      await app?.close();
      await rm(uploadDir, { recursive: true, force: true });
    });

    const oldImage = async () => {
      const id = ((await uploadImage(app, owner, TINY_PNG)).ROOT.IMAGEM as { fileId: string }).fileId;
      await app.db
        .updateTable('images')
        .set({ created_at: new Date(Date.now() - 2 * DAY) })
        .where('id', '=', id)
        .execute();
      return id;
    };
    const saveClient = (name: string, image: string) =>
      app.command(
        'SaveEntity',
        { ENTITY: 'client', DATA: JSON.stringify({ name, profileImage: image }) },
        owner,
      );
    const clientsNamed = async (name: string) =>
      (
        await sql<{ id: string }>`select id from entity_records
        where company_id = ${companyId} and entity = 'client' and data->>'name' = ${name}`.execute(app.db)
      ).rows;

    it('a save that comes while the sweep removes its image waits, then is refused with nothing written', async () => {
      const image = await oldImage();
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let swept: string[] = [];
      const sweeping = app.db.transaction().execute(async (trx) => {
        swept = await sweepOrphanImages(trx, companyId, new Date(Date.now() - DAY));
        await held;
      });
      await expect.poll(() => swept.length, { timeout: 10_000 }).toBeGreaterThan(0);
      const saving = saveClient('Cliente da corrida', image);
      // The save waits on the sweep's lock (a backend waiting on a lock) instead of reading the row the
      // sweep is deleting.
      const waitingOnLock = async () =>
        (
          await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and query like '%from "images"%'`.execute(
            app.db,
          )
        ).rows[0]!.n;
      await expect.poll(waitingOnLock, { timeout: 10_000 }).toBeGreaterThan(0);
      release();
      await sweeping;
      const answer = await saving;
      expect(answer.ROOT.RESULT).not.toBe('1');
      expect(JSON.stringify(answer.ROOT.MESSAGES)).toMatch(/LOOKUP_NOT_FOUND|profileImage|imagem/i);
      expect(await clientsNamed('Cliente da corrida')).toEqual([]);
    });

    it('a save in flight keeps its image from the sweep, which removes it neither then nor after', async () => {
      const image = await oldImage();
      const orphan = await oldImage();
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked = false;
      // A save's check of its image, held open (the lock SaveEntity takes on the images it references).
      const saving = app.db.transaction().execute(async (trx) => {
        await trx
          .selectFrom('images')
          .select('id')
          .where('company_id', '=', companyId)
          .where('id', '=', image)
          .forKeyShare()
          .execute();
        locked = true;
        await held;
        await sql`insert into entity_records (company_id, entity, data)
        values (${companyId}, 'client', ${JSON.stringify({ name: 'Cliente em voo', profileImage: image })}::jsonb)`.execute(
          trx,
        );
      });
      await expect.poll(() => locked).toBe(true);
      const swept = await app.db
        .transaction()
        .execute((trx) => sweepOrphanImages(trx, companyId, new Date(Date.now() - DAY)));
      release();
      await saving;
      const left = async () =>
        new Set(
          (await app.db.selectFrom('images').select('id').where('company_id', '=', companyId).execute()).map(
            (r) => String(r.id),
          ),
        );
      expect(swept.length).toBeGreaterThan(0);
      expect((await left()).has(image)).toBe(true);
      expect((await left()).has(orphan)).toBe(false);
      await app.db
        .transaction()
        .execute((trx) => sweepOrphanImages(trx, companyId, new Date(Date.now() - DAY)));
      expect((await left()).has(image)).toBe(true);
    });
  },
);
