import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormModel } from '../../../runtime/forms/FormModel';
import type { Envelope } from '../../../runtime/protocol/envelope';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';
import { TINY_PNG } from '../../testing/tinyPng';
import { documentTestKit } from '../../testing/documentTestKit';

const MB = 1024 * 1024;
/** A PNG by its bytes, padded to `size`. */
const pngOf = (size: number) => Buffer.concat([TINY_PNG, Buffer.alloc(size - TINY_PNG.length)]);

const inspection: FormModel = {
  name: 'Vistoria com fotos',
  groups: [
    {
      id: 'g',
      name: 'Evidências',
      fields: [
        { id: 'title', name: 'Título', type: 'textShort' },
        { id: 'photos', name: 'Fotos', type: 'photo' },
        { id: 'signature', name: 'Assinatura', type: 'signatureDrawn' },
        { id: 'attachment', name: 'Anexo', type: 'file' },
        {
          id: 'extinguisher',
          name: 'Extintor',
          type: 'according',
          options: [
            { id: 'compliant', name: 'Conforme' },
            {
              id: 'nonCompliant',
              name: 'Não conforme',
              actionPlans: [
                { type: 'attachPicture', required: true },
                { type: 'addObservation', required: true },
              ],
            },
          ],
        },
        {
          id: 'items',
          name: 'Itens',
          type: 'table',
          settings: { columns: [{ id: 'picture', name: 'Foto do item', type: 'photo' }] },
        },
      ],
    },
  ],
};

describe.each(testBackends())('document files on $name', (backend) => {
  let app: TestApp;
  let kit: ReturnType<typeof documentTestKit>;
  let uploadDir: string;
  let owner: string;
  let operator: string;
  let outra: string;
  let formId: number;
  let outraFormId: number;
  let demoCompany: number;

  const ok = (answer: Envelope) => {
    expect(answer.ROOT.MESSAGES.ERRORS).toEqual([]);
    return answer.ROOT;
  };
  const uploaded = async (token: string, form: number, field: string, name: string, data: Buffer) =>
    ok(await kit.upload(token, form, field, name, data)).ARQUIVO as {
      fileId: string;
      name: string;
      mimeType: string;
      size: number;
    };

  beforeAll(async () => {
    uploadDir = await mkdtemp(join(tmpdir(), 'campo-document-files-'));
    app = await startTestApp(backend, { config: { uploadDir } });
    kit = documentTestKit(app);
    owner = await app.login('dono@demo.campo');
    operator = await app.login('operador@demo.campo');
    outra = await app.login('dono@outra.campo');
    formId = (await kit.insertForm(owner, inspection)).id;
    outraFormId = (await kit.insertForm(outra, inspection)).id;
    demoCompany = await kit.companyId('Demo');
  });
  afterAll(async () => {
    await app?.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  it('stores an upload under <company>/<uuid> and answers its bytes, typed by their content', async () => {
    const photo = await uploaded(operator, formId, 'photos', 'Foto da bomba.png', TINY_PNG);
    expect(photo).toMatchObject({ name: 'Foto_da_bomba.png', mimeType: 'image/png', size: TINY_PNG.length });
    expect(await readdir(join(uploadDir, String(demoCompany)))).toContain(photo.fileId);
    const back = await kit.download(owner, photo.fileId);
    expect(back.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(back.rawPayload, TINY_PNG)).toBe(0);

    const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n');
    const page = Buffer.from('<html><script>alert(1)</script></html>');
    const pdfFile = await uploaded(operator, formId, 'attachment', 'laudo.pdf', pdf);
    const htmlFile = await uploaded(operator, formId, 'attachment', 'pagina.html', page);
    expect((await kit.download(owner, pdfFile.fileId)).headers['content-type']).toBe('application/pdf');
    expect((await kit.download(owner, htmlFile.fileId)).headers['content-type']).toBe(
      'application/octet-stream',
    );
  });

  it('refuses non-images and images over 5 MB in photo and signature fields, and fields without files', async () => {
    const text = Buffer.from('not an image');
    for (const field of ['photos', 'signature', 'items.picture']) {
      const refused = await kit.upload(operator, formId, field, 'a.png', text);
      expect(refused.ROOT.ERROR_CODE).toBe('INVALID_IMAGE');
      expect(refused.ROOT.MESSAGES.ERRORS).toEqual(['Imagem inválida!']);
    }
    const big = await kit.upload(operator, formId, 'photos', 'big.png', pngOf(5 * MB + 1));
    expect(big.ROOT.ERROR_CODE).toBe('FILE_TOO_LARGE');
    expect((await kit.upload(operator, formId, 'title', 'a.png', TINY_PNG)).ROOT.ERROR_CODE).toBe(
      'UNSUPPORTED_FILE_TYPE',
    );
    expect((await kit.upload(operator, formId, 'nope', 'a.png', TINY_PNG)).ROOT.ERROR_CODE).toBe(
      'UNKNOWN_FIELD',
    );
    const rows = await app.db
      .selectFrom('document_files')
      .select('id')
      .where('company_id', '=', demoCompany)
      .where('size', '>', 5 * MB)
      .execute();
    expect(rows).toEqual([]);
  });

  it("stores the chosen option's action plan answers with their photos, and requires them to finish", async () => {
    expect((await kit.upload(operator, formId, 'title.plan', 'a.png', TINY_PNG)).ROOT.RESULT).not.toBe('1');
    const photo = await uploaded(operator, formId, 'extinguisher.plan', 'extintor.png', TINY_PNG);
    const values = { extinguisher: 'nonCompliant' };
    const missing = await kit.save(operator, {
      MODELO_ID: formId,
      VERSAO: 1,
      VALORES: values,
      FINALIZADO: 1,
    });
    expect(missing.ROOT.ERROR_CODE).toBe('DOCUMENT_INVALID');
    expect(missing.ROOT.MESSAGES.ERRORS.join(' ')).toContain('Extintor: anexe ao menos uma foto');
    // A photo of another slot cannot stand in for the plan's.
    const other = await uploaded(operator, formId, 'photos', 'outra.png', TINY_PNG);
    const wrongSlot = await kit.save(operator, {
      MODELO_ID: formId,
      VERSAO: 1,
      VALORES: values,
      PLANOS: { extinguisher: { observation: 'Vencido', photos: [other] } },
      FINALIZADO: 1,
    });
    expect(wrongSlot.ROOT.ERROR_CODE).toBe('DOCUMENT_FILE_INVALID');
    const saved = ok(
      await kit.save(operator, {
        MODELO_ID: formId,
        VERSAO: 1,
        VALORES: values,
        PLANOS: { extinguisher: { observation: 'Vencido', photos: [photo] }, title: { observation: 'x' } },
        FINALIZADO: 1,
      }),
    );
    const document = ok(await kit.read(operator, Number(saved.ID))).DOCUMENTO as { plans: unknown };
    expect(document.plans).toEqual({ extinguisher: { observation: 'Vencido', photos: [photo] } });
    const file = await app.db
      .selectFrom('document_files')
      .select('document_id')
      .where('company_id', '=', demoCompany)
      .where('id', '=', photo.fileId)
      .executeTakeFirstOrThrow();
    expect(file.document_id).toBe(Number(saved.ID));
  });

  it('links the referenced uploads to the saved document and refuses a photo set over 5 MB', async () => {
    const a = await uploaded(operator, formId, 'photos', 'a.png', pngOf(3 * MB));
    const b = await uploaded(operator, formId, 'photos', 'b.png', pngOf(3 * MB));
    const tooMuch = await kit.save(operator, {
      MODELO_ID: formId,
      VERSAO: 1,
      VALORES: { photos: [a, b] },
      FINALIZADO: 1,
    });
    expect(tooMuch.ROOT.ERROR_CODE).toBe('FILE_TOO_LARGE');

    const sign = await uploaded(operator, formId, 'signature', 'assinatura.png', TINY_PNG);
    const cell = await uploaded(operator, formId, 'items.picture', 'item.png', TINY_PNG);
    const id = Number(
      ok(
        await kit.save(operator, {
          MODELO_ID: formId,
          VERSAO: 1,
          VALORES: { photos: [a], signature: sign, items: [{ picture: [cell] }] },
          FINALIZADO: 0,
        }),
      ).ID,
    );
    const linked = await app.db
      .selectFrom('document_files')
      .select(['id', 'document_id'])
      .where('company_id', '=', demoCompany)
      .where('id', 'in', [a.fileId, sign.fileId, cell.fileId])
      .execute();
    expect(linked.map((r) => r.document_id)).toEqual([id, id, id]);

    // A file used by one document cannot be taken into another.
    const stolen = await kit.save(owner, {
      MODELO_ID: formId,
      VERSAO: 1,
      VALORES: { photos: [a] },
      FINALIZADO: 0,
    });
    expect(stolen.ROOT.ERROR_CODE).toBe('DOCUMENT_FILE_INVALID');

    // The draft drops photo a: its row and bytes go.
    ok(
      await kit.save(operator, {
        ID: id,
        MODELO_ID: formId,
        VERSAO: 1,
        VALORES: { photos: [b], signature: sign },
        FINALIZADO: 1,
      }),
    );
    const after = await app.db
      .selectFrom('document_files')
      .select('id')
      .where('company_id', '=', demoCompany)
      .where('document_id', '=', id)
      .orderBy('id')
      .execute();
    expect(after.map((r) => r.id).sort()).toEqual([b.fileId, sign.fileId].sort());
    expect(await readdir(join(uploadDir, String(demoCompany)))).not.toContain(a.fileId);
    expect((await kit.download(owner, a.fileId)).json<Envelope>().ROOT.ERROR_CODE).toBe('ENTITY_NOT_FOUND');
  });

  it("refuses another field's or another company's file, and never serves another company's bytes", async () => {
    const photo = await uploaded(operator, formId, 'photos', 'p.png', TINY_PNG);
    const wrongField = await kit.save(operator, {
      MODELO_ID: formId,
      VERSAO: 1,
      VALORES: { signature: photo },
      FINALIZADO: 0,
    });
    expect(wrongField.ROOT.ERROR_CODE).toBe('DOCUMENT_FILE_INVALID');
    expect(wrongField.ROOT.MESSAGES.ERRORS).toEqual([
      'Arquivo inválido no campo Assinatura: envie-o novamente',
    ]);

    const theirs = await uploaded(outra, outraFormId, 'photos', 'deles.png', TINY_PNG);
    const foreign = await kit.save(operator, {
      MODELO_ID: formId,
      VERSAO: 1,
      VALORES: { photos: [theirs] },
      FINALIZADO: 0,
    });
    expect(foreign.ROOT.ERROR_CODE).toBe('DOCUMENT_FILE_INVALID');
    expect((await kit.download(owner, theirs.fileId)).json<Envelope>().ROOT.ERROR_CODE).toBe(
      'ENTITY_NOT_FOUND',
    );
    expect((await kit.download(outra, photo.fileId)).json<Envelope>().ROOT.ERROR_CODE).toBe(
      'ENTITY_NOT_FOUND',
    );
    // Nor can a company upload into another company's form.
    expect((await kit.upload(outra, formId, 'photos', 'x.png', TINY_PNG)).ROOT.ERROR_CODE).toBe(
      'ENTITY_NOT_FOUND',
    );
  });

  it('lets a viewer download but not upload', async () => {
    const viewer = await app.login('visualizador@demo.campo');
    const photo = await uploaded(operator, formId, 'photos', 'v.png', TINY_PNG);
    expect((await kit.download(viewer, photo.fileId)).headers['content-type']).toBe('image/png');
    const refused = await kit.upload(viewer, formId, 'photos', 'v.png', TINY_PNG);
    expect(refused.ROOT.RESULT).toBe('0');
    expect(refused.ROOT.ARQUIVO).toBeUndefined();
  });
});
