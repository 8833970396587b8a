import schema from '../../../../schemas/commands/FecharEdicaoModelo.schema.json';
import { loadAudienceViewer } from '../../access/loadAudienceViewer';
import { defineCommand } from '../CommandDefinition';
import { editLock } from './editLock';
import { requireVisibleForm } from '../../forms/requireVisibleForm';

/** FecharEdicaoModelo {ID, EDICAO}: releases the edit lock when EDICAO holds it (else nothing). MODEL EDIT. */
export const fecharEdicaoModelo = defineCommand<{ ID: number; EDICAO: string }>({
  name: 'FecharEdicaoModelo',
  params: schema,
  async handler(ctx, params) {
    const { viewer, trx } = await loadAudienceViewer(ctx);
    const { form } = await requireVisibleForm(trx, viewer, params.ID);
    await editLock(trx, viewer.companyId, form.id).release(params.EDICAO);
    return {};
  },
});
