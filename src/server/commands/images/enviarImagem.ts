import schema from '../../../../schemas/commands/EnviarImagem.schema.json';
import { requireUpload } from '../../files/requireUpload';
import { storeImage } from '../../files/storeImage';
import { defineCommand } from '../CommandDefinition';

/**
 * EnviarImagem (multipart CMD.FILE) → IMAGEM {fileId, name, mimeType, size}: a picture a record will point
 * at (an entity `image` field such as a client's profile image, the company logo). Images only, by their
 * bytes ('Imagem inválida!'), 5 MB; BaixarImagem serves it to the company's users.
 */
export const enviarImagem = defineCommand<Record<string, never>>({
  name: 'EnviarImagem',
  params: schema,
  async handler(ctx) {
    return { IMAGEM: await storeImage(ctx, 'images', requireUpload(ctx, 'FILE')) };
  },
});
