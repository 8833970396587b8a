import schema from '../../../../schemas/commands/SalvarPermissoesModelo.schema.json';
import { audienceOf } from '../../access/audienceOf';
import type { Audience } from '../../access/AudienceViewer';
import { loadAudienceViewer } from '../../access/loadAudienceViewer';
import { requireCompanyAudience } from '../../access/requireCompanyAudience';
import { defineCommand } from '../CommandDefinition';
import { requireVisibleForm } from '../../forms/requireVisibleForm';

/**
 * SalvarPermissoesModelo {ID, PERMISSOES {roles, squads, employees}} → PERMISSOES: who may see the form
 * (empty lists: everybody; its folders' permissions still apply); every id the company's
 * (requireCompanyAudience: LOOKUP_NOT_FOUND). MODEL EDIT.
 */
export const salvarPermissoesModelo = defineCommand<{ ID: number; PERMISSOES: Partial<Audience> }>({
  name: 'SalvarPermissoesModelo',
  params: schema,
  async handler(ctx, params) {
    const { viewer, trx } = await loadAudienceViewer(ctx);
    const { form } = await requireVisibleForm(trx, viewer, params.ID, { forUpdate: true });
    const permissions = audienceOf(params.PERMISSOES);
    await requireCompanyAudience(trx, viewer.companyId, permissions, 'PERMISSOES', ctx.t);
    await trx
      .updateTable('forms')
      .set({ permissions: JSON.stringify(permissions), updated_at: new Date() })
      .where('company_id', '=', viewer.companyId)
      .where('id', '=', form.id)
      .execute();
    return { PERMISSOES: permissions };
  },
});
