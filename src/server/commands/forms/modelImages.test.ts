import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormModel } from '../../../runtime/forms/FormModel';
import type { Envelope } from '../../../runtime/protocol/envelope';
import { multipartBody } from '../../testing/multipartBody';
import { startTestApp, testBackends, type TestApp } from '../../testing/testApp';
import { TINY_PNG } from '../../testing/tinyPng';

const withImage = (fileId: string): FormModel => ({
  name: 'Com imagem',
  groups: [
    {
      id: 'g',
      name: 'Geral',
      fields: [{ id: 'planta', name: 'Planta do local', type: 'auxImage', settings: { image: { fileId } } }],
    },
  ],
});

describe.each(testBackends())('form model images on $name', (backend) => {
  let app: TestApp;
  let uploadDir: string;
  let owner: string;

  const upload = async (token: string, data: Buffer): Promise<Envelope> => {
    const { payload, headers } = multipartBody(
      { COMMAND: 'EnviarImagemModelo', AUTH_TOKEN: token },
      { 'CMD.FILE': { filename: 'Planta Baixa (1).png', data } },
    );
    const response = await app.app.inject({ method: 'POST', url: '/api/command', headers, payload });
    return response.json() as Envelope;
  };
  const download = (token: string, id: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/command',
      payload: new URLSearchParams({
        COMMAND: 'BaixarImagemModelo',
        'CMD.ID': id,
        AUTH_TOKEN: token,
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  beforeAll(async () => {
    uploadDir = await mkdtemp(join(tmpdir(), 'campo-model-images-'));
    app = await startTestApp(backend, { config: { uploadDir } });
    owner = await app.login('dono@demo.campo');
  });
  afterAll(async () => {
    await app?.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  it('stores a picture for models, serves it to form users of the company only, and checks models point at real ones', async () => {
    const sent = await upload(owner, TINY_PNG);
    expect(sent.ROOT.MESSAGES.ERRORS).toEqual([]);
    const image = sent.ROOT.ARQUIVO as { fileId: string; name: string; mimeType: string };
    expect(image).toMatchObject({ name: 'Planta_Baixa_1.png', mimeType: 'image/png' });

    const operator = await app.login('operador@demo.campo');
    const bytes = await download(operator, image.fileId);
    expect(bytes.headers['content-type']).toContain('image/png');
    expect(bytes.rawPayload.equals(TINY_PNG)).toBe(true);
    const other = await app.login('dono@outra.campo');
    expect((await download(other, image.fileId)).json().ROOT.ERROR_CODE).toBe('ENTITY_NOT_FOUND');

    // Operators view forms but do not edit them: no uploads; and only images are taken.
    expect((await upload(operator, TINY_PNG)).ROOT.RESULT).not.toBe('1');
    expect((await upload(owner, Buffer.from('not an image'))).ROOT.MESSAGES.ERRORS).toEqual([
      'Imagem inválida!',
    ]);

    const save = (model: FormModel, token = owner) =>
      app.command('SalvarModelo', { MODELO: JSON.stringify(model) }, token);
    expect((await save(withImage(image.fileId))).ROOT.RESULT).toBe('1');
    const missing = await save(withImage('00000000-0000-4000-8000-000000000000'));
    expect(missing.ROOT.ERROR_CODE).toBe('FORM_IMAGE_MISSING');
    expect(missing.ROOT.MESSAGES.ERRORS[0]).toContain('Planta do local');
    // Another company's picture is as good as missing.
    expect((await save(withImage(image.fileId), other)).ROOT.ERROR_CODE).toBe('FORM_IMAGE_MISSING');
  });
});
