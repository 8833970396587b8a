import type { CommandDefinition } from '../CommandDefinition';
import { baixarPdfPortalPublico } from './baixarPdfPortalPublico';
import { consultarImagemPortalCliente } from './consultarImagemPortalCliente';
import { consultarImagemPortalPublico } from './consultarImagemPortalPublico';
import { consultarPortalCliente } from './consultarPortalCliente';
import { consultarPortalPublico } from './consultarPortalPublico';
import { salvarPortalCliente } from './salvarPortalCliente';

/** The commands of client portal, registered by allCommands. */
export const portalCommands: CommandDefinition[] = [
  consultarPortalCliente,
  salvarPortalCliente,
  consultarImagemPortalCliente,
  consultarPortalPublico,
  consultarImagemPortalPublico,
  baixarPdfPortalPublico,
];
