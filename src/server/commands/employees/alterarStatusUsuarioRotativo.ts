import schema from '../../../../schemas/commands/AlterarStatusUsuarioRotativo.schema.json';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { requireSession } from '../requireSession';

/**
 * AlterarStatusUsuarioRotativo (ID, ACAO): ATIVAR activates (for good: spec 001 section 4, once activated
 * it cannot be deactivated), DESATIVAR disables one not yet activated (else ROTARY_CANNOT_DEACTIVATE),
 * HABILITAR enables a disabled one again. A disabled sub-user must be enabled before activation.
 * EMPLOYEE EDIT.
 */
export const alterarStatusUsuarioRotativo = defineCommand<{
  ID: number;
  ACAO: 'ATIVAR' | 'DESATIVAR' | 'HABILITAR';
}>({
  name: 'AlterarStatusUsuarioRotativo',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    const companyId = session.companyId;
    const trx = await ctx.transaction();
    const sub = await trx
      .selectFrom('shared_sub_users')
      .select(['disabled', 'activated_at'])
      .where('company_id', '=', companyId)
      .where('id', '=', params.ID)
      .forUpdate()
      .executeTakeFirst();
    if (!sub) throw new CommandFailure('ENTITY_NOT_FOUND');
    const update = trx
      .updateTable('shared_sub_users')
      .where('company_id', '=', companyId)
      .where('id', '=', params.ID);
    if (params.ACAO === 'DESATIVAR') {
      if (sub.activated_at) throw new CommandFailure('ROTARY_CANNOT_DEACTIVATE');
      await update.set({ disabled: true }).execute();
    } else if (params.ACAO === 'HABILITAR') {
      await update.set({ disabled: false }).execute();
    } else {
      if (sub.disabled) throw new CommandFailure('INVALID_OPTION');
      if (!sub.activated_at) await update.set({ activated_at: new Date() }).execute();
    }
  },
});
