import schema from '../../../../schemas/commands/EnviarImagemModelo.schema.json';
import { requireUpload } from '../../files/requireUpload';
import { storeImage } from '../../files/storeImage';
import { defineCommand } from '../CommandDefinition';

/**
 * EnviarImagemModelo (multipart CMD.FILE) → ARQUIVO {fileId, name, mimeType, size}; MODEL EDIT. A picture
 * for a form model (auxiliary image, photo reference images, sketch background): images only, by their
 * bytes ('Imagem inválida!'), 5 MB. Stored under `<company_id>/<uuid>`; models point at it by fileId and
 * BaixarImagemModelo serves it.
 */
export const enviarImagemModelo = defineCommand<Record<string, never>>({
  name: 'EnviarImagemModelo',
  params: schema,
  async handler(ctx) {
    const file = requireUpload(ctx, 'FILE');
    return { ARQUIVO: await storeImage(ctx, 'form_images', file) };
  },
});
