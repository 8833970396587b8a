import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/Database';

/** A lock without heartbeat for this long is free (the editor beats every 30 s). */
export const LOCK_TIMEOUT_SECONDS = 120;

export interface EditLock {
  editionUid: string;
  userId: number;
  /** Its holder's name, for the "being edited by" message. */
  editorName: string | null;
  /** Beaten within LOCK_TIMEOUT_SECONDS: still held. */
  fresh: boolean;
}

/**
 * The edit lock of a form, if any row exists (fresh or not); `take` writes it for an edition (taking it
 * over or refreshing its heartbeat), `release` drops it when that edition holds it.
 *
 * @example const lock = await editLock(trx, companyId, formId).read();
 */
export function editLock(trx: Transaction<Database>, companyId: number, formId: number) {
  return {
    async read(): Promise<EditLock | undefined> {
      const row = await trx
        .selectFrom('form_edit_locks as l')
        .leftJoin('users', (join) =>
          join.onRef('users.id', '=', 'l.user_id').onRef('users.company_id', '=', 'l.company_id'),
        )
        .leftJoin('persons', 'persons.id', 'users.person_id')
        .select([
          'l.edition_uid',
          'l.user_id',
          'persons.name',
          sql<boolean>`l.heartbeat_at > now() - make_interval(secs => ${LOCK_TIMEOUT_SECONDS})`.as('fresh'),
        ])
        .where('l.company_id', '=', companyId)
        .where('l.form_id', '=', formId)
        .executeTakeFirst();
      return row
        ? {
            editionUid: row.edition_uid,
            userId: row.user_id,
            editorName: row.name ?? null,
            fresh: !!row.fresh,
          }
        : undefined;
    },
    async take(editionUid: string, userId: number): Promise<void> {
      await trx
        .insertInto('form_edit_locks')
        .values({ company_id: companyId, form_id: formId, edition_uid: editionUid, user_id: userId })
        .onConflict((oc) =>
          oc.columns(['company_id', 'form_id']).doUpdateSet({
            edition_uid: editionUid,
            user_id: userId,
            heartbeat_at: sql`now()`,
            acquired_at: sql`case when form_edit_locks.edition_uid = ${editionUid} then form_edit_locks.acquired_at else now() end`,
          }),
        )
        .execute();
    },
    async release(editionUid: string): Promise<void> {
      await trx
        .deleteFrom('form_edit_locks')
        .where('company_id', '=', companyId)
        .where('form_id', '=', formId)
        .where('edition_uid', '=', editionUid)
        .execute();
    },
  };
}
