import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../../../runtime/protocol/envelope';
import { PROJECT_ROOT } from '../../app';
import { loadServerMetadata } from '../../metadata/loadServerMetadata';
import { readMetadataFiles } from '../../metadata/readMetadataFiles';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';
import { TINY_PNG } from '../../testing/tinyPng';
import { uploadImage } from '../../testing/uploadImage';

// The fixture vehicle with a list whose rows hold an image: the product has no such entity yet, and the
// check must hold for the first one that adds it.
const vehicle = JSON.parse(
  readFileSync(join(PROJECT_ROOT, 'tests/fixtures/metadata/entities/vehicle.json'), 'utf8'),
) as { fields: unknown[] };
vehicle.fields.push({
  key: 'damages',
  type: 'list',
  label: 'entities.vehicle.fields.damages',
  fields: [
    { key: 'note', type: 'text', label: 'entities.vehicle.fields.note' },
    { key: 'photo', type: 'image', label: 'entities.vehicle.fields.photo' },
  ],
});
const metadata = loadServerMetadata(PROJECT_ROOT, {
  ...readMetadataFiles(PROJECT_ROOT),
  'metadata/entities/vehicle.json': vehicle,
});

describe.each(testBackends().filter((b) => b.name === 'pglite'))('record images and logo', (backend) => {
  let app: TestApp;
  let uploadDir: string;
  let owner: string;
  let other: string;

  const upload = (token: string, data: Buffer): Promise<Envelope> => uploadImage(app, token, data);
  const download = (token: string, id: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/command',
      payload: new URLSearchParams({ COMMAND: 'BaixarImagem', 'CMD.ID': id, AUTH_TOKEN: token }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  const logoOf = async (token: string) =>
    ((await app.command('ConsultarDadosEmpresa', {}, token)).ROOT.EMPRESA as { logo: string | null }).logo;

  beforeAll(async () => {
    uploadDir = await mkdtemp(join(tmpdir(), 'campo-images-'));
    app = await startTestApp(backend, { config: { uploadDir }, metadata });
    owner = await app.login('dono@demo.campo');
    other = await app.login('dono@outra.campo');
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  it('stores an image in the file storage and serves it to its company only', async () => {
    const sent = await upload(owner, TINY_PNG);
    expect(sent.ROOT.MESSAGES.ERRORS).toEqual([]);
    const image = sent.ROOT.IMAGEM as { fileId: string; mimeType: string };
    expect(image.mimeType).toBe('image/png');
    const mine = await download(owner, image.fileId);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toContain('image/png');
    expect(Buffer.from(mine.rawPayload).equals(TINY_PNG)).toBe(true);
    const theirs = await download(other, image.fileId);
    expect(theirs.body).toContain('ENTITY_NOT_FOUND');
  });

  it('refuses a file that is not an image', async () => {
    const sent = await upload(owner, Buffer.from('%PDF-1.4 not an image'));
    expect(sent.ROOT.ERROR_CODE).toBe('INVALID_IMAGE');
    expect(sent.ROOT.MESSAGES.ERRORS).toEqual(['Imagem inválida!']);
  });

  it('sets, replaces and removes the company logo; another company’s image is refused', async () => {
    const first = ((await upload(owner, TINY_PNG)).ROOT.IMAGEM as { fileId: string }).fileId;
    const saved = await app.command('SalvarLogoEmpresa', { ID_IMAGEM: first }, owner);
    expect(saved.ROOT).toMatchObject({ RESULT: '1', LOGO: first });
    expect(await logoOf(owner)).toBe(first);

    const second = ((await upload(owner, TINY_PNG)).ROOT.IMAGEM as { fileId: string }).fileId;
    await app.command('SalvarLogoEmpresa', { ID_IMAGEM: second }, owner);
    expect(await logoOf(owner)).toBe(second);

    const foreign = ((await upload(other, TINY_PNG)).ROOT.IMAGEM as { fileId: string }).fileId;
    const refused = await app.command('SalvarLogoEmpresa', { ID_IMAGEM: foreign }, owner);
    expect(refused.ROOT.ERROR_CODE).toBe('ENTITY_NOT_FOUND');
    expect(await logoOf(owner)).toBe(second);

    const removed = await app.command('SalvarLogoEmpresa', { ID_IMAGEM: '' }, owner);
    expect(removed.ROOT).toMatchObject({ RESULT: '1', LOGO: null });
    expect(await logoOf(owner)).toBeNull();
  });
  it("saves a record with its company's image id and refuses another company's (nothing written)", async () => {
    const mine = ((await upload(owner, TINY_PNG)).ROOT.IMAGEM as { fileId: string }).fileId;
    const foreign = ((await upload(other, TINY_PNG)).ROOT.IMAGEM as { fileId: string }).fileId;
    const save = (profileImage: string, name: string) =>
      app.command('SaveEntity', { ENTITY: 'client', DATA: JSON.stringify({ name, profileImage }) }, owner);
    const saved = await save(mine, 'Cliente com foto');
    expect(saved.ROOT.MESSAGES.ERRORS).toEqual([]);
    expect((saved.ROOT.ITEM as { profileImage: string }).profileImage).toBe(mine);

    const refused = await save(foreign, 'Cliente com foto alheia');
    expect(refused.ROOT.RESULT).not.toBe('1');
    expect(refused.ROOT.MESSAGES.ERRORS.join(' ')).toContain('registro não encontrado');
    const listed = await app.command('ListEntities', { ENTITY: 'client', SEARCH: 'foto alheia' }, owner);
    expect(listed.ROOT.TOTAL).toBe(0);

    const address = await save('https://example.com/foto.png', 'Cliente com endereço de foto');
    expect(address.ROOT.RESULT).toBe('1');
  });

  it("refuses another company's image id inside a list field's rows, nothing written", async () => {
    const mine = ((await upload(owner, TINY_PNG)).ROOT.IMAGEM as { fileId: string }).fileId;
    const foreign = ((await upload(other, TINY_PNG)).ROOT.IMAGEM as { fileId: string }).fileId;
    const save = (plate: string, photos: string[]) =>
      app.command(
        'SaveEntity',
        {
          ENTITY: 'vehicle',
          DATA: JSON.stringify({ plate, damages: photos.map((photo, n) => ({ note: `Dano ${n}`, photo })) }),
        },
        owner,
      );
    const refused = await save('ABC1D23', [mine, foreign]);
    expect(refused.ROOT.RESULT).not.toBe('1');
    expect(refused.ROOT.MESSAGES.ERRORS.join(' ')).toContain('registro não encontrado');
    const count = async () =>
      Number(
        (
          await sql<{ n: string }>`select count(*) as n from entity_records where entity = 'vehicle'`.execute(
            app.db,
          )
        ).rows[0]!.n,
      );
    expect(await count()).toBe(0);
    const batch = await app.command(
      'SaveEntities',
      {
        ENTITY: 'vehicle',
        ROWS: JSON.stringify([
          { plate: 'XYZ9A87', damages: [{ photo: mine }] },
          { plate: 'XYZ9A88', damages: [{ photo: foreign }] },
        ]),
      },
      owner,
    );
    expect(batch.ROOT.RESULT).not.toBe('1');
    expect(JSON.stringify(batch.ROOT)).toContain('damages.photo');
    expect(await count()).toBe(0);

    const saved = await save('ABC1D24', [mine, mine]);
    expect(saved.ROOT.MESSAGES.ERRORS).toEqual([]);
    expect(await count()).toBe(1);
  });
});
