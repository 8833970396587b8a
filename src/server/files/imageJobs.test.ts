import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from '../storage/LocalDiskStorage';
import { startTestApp, testBackends, type TestApp } from '../testing/testApp';
import { TINY_PNG } from '../testing/tinyPng';
import { uploadImage } from '../testing/uploadImage';

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

    await app.app.jobs.schedule('images.sweepOrphans', { date: 'test' });
    while ((await app.app.jobs.runOnce()) > 0);

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
      expect.arrayContaining([expect.stringMatching(/^sweep:\d{4}-\d{2}-\d{2}$/)]),
    );
  });
});
