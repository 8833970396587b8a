import type { CommandDefinition } from '../CommandDefinition';
import { consultarDocumentosEnviadosColaborador } from './consultarDocumentosEnviadosColaborador';
import { consultarPosicaoDosColaboradoresNoMapa } from './consultarPosicaoDosColaboradoresNoMapa';
import { getCompanyTraccarToken } from './getCompanyTraccarToken';
import { getDeviceTrace } from './getDeviceTrace';
import { salvarDispositivoColaborador } from './salvarDispositivoColaborador';

/** The commands of the field team on the map (docs/tracker.md), registered by allCommands. */
export const trackerCommands: CommandDefinition[] = [
  consultarPosicaoDosColaboradoresNoMapa,
  getDeviceTrace,
  consultarDocumentosEnviadosColaborador,
  salvarDispositivoColaborador,
  getCompanyTraccarToken,
];
