import type { Envelope } from '../../runtime/protocol/envelope';
import { multipartBody } from './multipartBody';
import type { TestApp } from './testApp';

/**
 * Sends a picture with EnviarImagem (multipart, as the browser does) and answers the envelope; the
 * stored image is `ROOT.IMAGEM` ({ fileId, name, mimeType, size }).
 *
 * @example const id = ((await uploadImage(app, owner, TINY_PNG)).ROOT.IMAGEM as { fileId: string }).fileId;
 */
export async function uploadImage(t: TestApp, token: string, data: Buffer): Promise<Envelope> {
  const { payload, headers } = multipartBody(
    { COMMAND: 'EnviarImagem', AUTH_TOKEN: token },
    { 'CMD.FILE': { filename: 'logo.png', data } },
  );
  const response = await t.app.inject({ method: 'POST', url: '/api/command', headers, payload });
  return response.json() as Envelope;
}
