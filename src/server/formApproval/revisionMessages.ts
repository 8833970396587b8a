import type { Kysely } from 'kysely';
import type { Database } from '../db/Database';

/**
 * A revision's chat messages, oldest first, with their authors' names (or only the message `onlyId`), as
 * ConsultarMensagensRevisao and EnviarMensagemRevisao answer them.
 *
 * @example await revisionMessages(db, 7, 3) // [{ ID: 1, AUTOR_ID: 12, AUTOR_NOME: 'Ana', TEXTO: 'Ok?', EM: '…' }]
 */
export async function revisionMessages(
  db: Kysely<Database>,
  companyId: number,
  revisionId: number,
  onlyId?: number,
) {
  let query = db
    .selectFrom('form_revision_messages as m')
    .leftJoin('users as u', (join) =>
      join.onRef('u.company_id', '=', 'm.company_id').onRef('u.id', '=', 'm.user_id'),
    )
    .leftJoin('persons as p', (join) =>
      join.onRef('p.company_id', '=', 'u.company_id').onRef('p.id', '=', 'u.person_id'),
    )
    .select(['m.id', 'm.user_id', 'm.text', 'm.at', 'p.name', 'p.surname'])
    .where('m.company_id', '=', companyId)
    .where('m.revision_id', '=', revisionId)
    .orderBy('m.id');
  if (onlyId !== undefined) query = query.where('m.id', '=', onlyId);
  return (await query.execute()).map((m) => ({
    ID: Number(m.id),
    AUTOR_ID: Number(m.user_id),
    AUTOR_NOME: [m.name, m.surname].filter(Boolean).join(' '),
    TEXTO: m.text,
    EM: new Date(m.at).toISOString(),
  }));
}
