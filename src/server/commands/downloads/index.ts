import type { CommandDefinition } from '../CommandDefinition';
import { baixarDownload } from './baixarDownload';
import { consultarDownloads } from './consultarDownloads';
import { solicitarDownload } from './solicitarDownload';

/** The commands of the downloads queue of tasks, registered by allCommands. */
export const downloadsCommands: CommandDefinition[] = [solicitarDownload, consultarDownloads, baixarDownload];
