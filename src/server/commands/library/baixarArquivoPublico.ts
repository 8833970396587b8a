import schema from '../../../../schemas/commands/BaixarArquivoPublico.schema.json';
import { BlobAnswer } from '../BlobAnswer';
import { defineCommand } from '../CommandDefinition';
import { sharedFile } from './sharedFile';

/** BaixarArquivoPublico (TOKEN) → the shared file's bytes (blob); public, rate-limited; else FILE_UNAVAILABLE. */
export const baixarArquivoPublico = defineCommand<{ TOKEN: string }>({
  name: 'BaixarArquivoPublico',
  params: schema,
  async handler(ctx, params) {
    const file = await sharedFile(ctx, params.TOKEN, true);
    return new BlobAnswer((file as { data: Uint8Array }).data, file.content_type);
  },
});
