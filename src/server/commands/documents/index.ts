import type { CommandDefinition } from '../CommandDefinition';
import { baixarArquivoDocumento } from './baixarArquivoDocumento';
import { consultarDocumento } from './consultarDocumento';
import { enviarArquivoDocumento } from './enviarArquivoDocumento';
import { listarDocumentos } from './listarDocumentos';
import { salvarDocumento } from './salvarDocumento';

/** The commands of documents (filled forms), registered by allCommands. */
export const documentsCommands: CommandDefinition[] = [
  enviarArquivoDocumento,
  baixarArquivoDocumento,
  salvarDocumento,
  consultarDocumento,
  listarDocumentos,
];
