import { COMMAND_ENDPOINT } from '../../runtime/protocol/envelope';

/**
 * Where a person's photo is fetched (ConsultarFotoPessoa as GET). The photo version in CMD.rand changes
 * with each upload, so a cached old photo is never shown. The client adds its token (AUTH_TOKEN query
 * field or Bearer header).
 *
 * @example personPhotoUrl(12, 3) // '/api/command?COMMAND=ConsultarFotoPessoa&CMD.ID_PESSOA=12&CMD.rand=3'
 */
export function personPhotoUrl(personId: number, version: number): string {
  return `${COMMAND_ENDPOINT}?COMMAND=ConsultarFotoPessoa&CMD.ID_PESSOA=${personId}&CMD.rand=${version}`;
}
