import schema from '../../../../schemas/commands/ConsultarArquivoPublico.schema.json';
import { defineCommand } from '../CommandDefinition';
import { sharedFile } from './sharedFile';

/**
 * ConsultarArquivoPublico (TOKEN) → ARQUIVO {name, contentType, size}; public, limited per client address
 * (CAMPO_PUBLIC_RATE_LIMIT). Unknown, disabled or deleted: FILE_UNAVAILABLE.
 */
export const consultarArquivoPublico = defineCommand<{ TOKEN: string }>({
  name: 'ConsultarArquivoPublico',
  params: schema,
  async handler(ctx, params) {
    const file = await sharedFile(ctx, params.TOKEN, false);
    return { ARQUIVO: { name: file.name, contentType: file.content_type, size: Number(file.size) } };
  },
});
