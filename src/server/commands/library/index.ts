import type { CommandDefinition } from '../CommandDefinition';
import { baixarArquivoBiblioteca } from './baixarArquivoBiblioteca';
import { baixarArquivoPublico } from './baixarArquivoPublico';
import { compartilharArquivoBiblioteca } from './compartilharArquivoBiblioteca';
import { consultarArquivoPublico } from './consultarArquivoPublico';
import { consultarBiblioteca } from './consultarBiblioteca';
import { enviarArquivoBiblioteca } from './enviarArquivoBiblioteca';
import { excluirArquivoBiblioteca } from './excluirArquivoBiblioteca';
import { excluirBiblioteca } from './excluirBiblioteca';
import { listarBibliotecas } from './listarBibliotecas';
import { salvarBiblioteca } from './salvarBiblioteca';

/** The commands of libraries and their public files, registered by allCommands. */
export const libraryCommands: CommandDefinition[] = [
  listarBibliotecas,
  consultarBiblioteca,
  salvarBiblioteca,
  excluirBiblioteca,
  enviarArquivoBiblioteca,
  excluirArquivoBiblioteca,
  baixarArquivoBiblioteca,
  compartilharArquivoBiblioteca,
  consultarArquivoPublico,
  baixarArquivoPublico,
];
