import schema from '../../../../schemas/commands/ConsultarEdicaoModelo.schema.json';
import { loadAudienceViewer } from '../../access/loadAudienceViewer';
import { defineCommand } from '../CommandDefinition';
import { editLock } from './editLock';
import { requireVisibleForm } from '../../forms/requireVisibleForm';

/**
 * ConsultarEdicaoModelo {ID, EDICAO} → ATIVA, EDITOR: false once another edition holds the lock (it
 * forced the edit: the editor shows the paused dialog, the spec's close-old-model-edition event), with
 * that edition's user name; true when the edition holds it or nobody does. MODEL VIEW.
 */
export const consultarEdicaoModelo = defineCommand<{ ID: number; EDICAO: string }>({
  name: 'ConsultarEdicaoModelo',
  params: schema,
  async handler(ctx, params) {
    const { viewer, trx } = await loadAudienceViewer(ctx);
    const { form } = await requireVisibleForm(trx, viewer, params.ID);
    const held = await editLock(trx, viewer.companyId, form.id).read();
    const active = !held || !held.fresh || held.editionUid === params.EDICAO;
    return { ATIVA: active, EDITOR: active ? null : held.editorName };
  },
});
