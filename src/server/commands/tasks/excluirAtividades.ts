import { sql } from 'kysely';
import schema from '../../../../schemas/commands/ExcluirAtividades.schema.json';
import { checkPasswordAttempt } from '../../auth/checkPasswordAttempt';
import { userLogin } from '../../auth/userLogin';
import { verifyPassword } from '../../security/passwordHash';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { requireSession } from '../requireSession';
import { taskIdList } from '../../tasks/taskIdList';

interface Params {
  IDS: number[];
  FRASE: string;
  SENHA: string;
}

const normalized = (phrase: string) => phrase.trim().replace(/\s+/g, ' ').toLocaleLowerCase('pt-BR');

/**
 * ExcluirAtividades {IDS, FRASE, SENHA} → EXCLUIDAS; TASK EDIT. FRASE must be the caller's-locale
 * `tasks.deletePhrase` with count = IDS' length ('excluir 1 atividade', 'excluir N atividades') (CONFIRMATION_PHRASE_WRONG), SENHA the caller's password (WRONG_PASSWORD, counted against the caller's login like a failed Login,
 * TOO_MANY_LOGIN_ATTEMPTS while it is locked: checkPasswordAttempt); every id
 * a live task of the company (ENTITY_NOT_FOUND, nothing deleted). Soft delete: status deleted, one history
 * row per task.
 */
export const excluirAtividades = defineCommand<Params>({
  name: 'ExcluirAtividades',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    const count = params.IDS.length;
    const expected = ctx.t('tasks.deletePhrase', { count });
    if (normalized(params.FRASE) !== normalized(expected))
      throw new CommandFailure('CONFIRMATION_PHRASE_WRONG');
    // Read and verify before the transaction: scrypt is CPU work that must not hold a connection.
    const user = await ctx.db
      .selectFrom('users')
      .select('password_hash')
      .where('company_id', '=', session.companyId)
      .where('id', '=', session.userId)
      .executeTakeFirstOrThrow();
    const right = await verifyPassword(params.SENHA, user.password_hash);
    const login = await userLogin(ctx.db, session.companyId, session.userId);
    const trx = await ctx.transaction();
    await checkPasswordAttempt(trx, login, right, 'WRONG_PASSWORD');
    const ids = taskIdList(params.IDS);
    const now = new Date();
    await sql`
      insert into task_history (company_id, task_id, at, user_id, changes)
      select company_id, id, ${now}, ${session.userId},
        jsonb_build_object('status', jsonb_build_object('from', status, 'to', 'deleted'))
      from tasks where company_id = ${session.companyId} and id in ${ids} and status <> 'deleted'`.execute(
      trx,
    );
    const deleted = await sql<{ n: number }>`
      with d as (
        update tasks set status = 'deleted', version = version + 1, updated_by = ${session.userId},
          updated_at = ${now}
        where company_id = ${session.companyId} and id in ${ids} and status <> 'deleted'
        returning 1
      )
      select count(*)::int as n from d`.execute(trx);
    // Rolled back with the history rows: all or nothing.
    if (Number(deleted.rows[0]?.n ?? 0) !== count) throw new CommandFailure('ENTITY_NOT_FOUND');
    return { EXCLUIDAS: count };
  },
});
