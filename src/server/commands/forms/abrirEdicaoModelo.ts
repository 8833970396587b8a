import schema from '../../../../schemas/commands/AbrirEdicaoModelo.schema.json';
import { loadAudienceViewer } from '../../access/loadAudienceViewer';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { editLock } from './editLock';
import { requireVisibleForm } from '../../forms/requireVisibleForm';

/**
 * AbrirEdicaoModelo {ID, EDICAO, FORCAR?} → ATIVA true, VERSAO (the current version): takes the form's
 * edit lock for the edition, or refreshes its heartbeat (the editor calls it every 30 s; a lock without
 * heartbeat for 2 minutes is free). Held by another edition: FORM_LOCKED ('Este modelo ainda está sendo
 * editado por outro usuário') with EDITOR (the holder's name) and MINE (true when the holder is the caller,
 * from another tab or an older session: the page offers to take it back), unless FORCAR: the lock moves and the
 * other edition is paused (ConsultarEdicaoModelo answers it ATIVA false; its saves are refused). A
 * deleted form is FORM_DELETED. MODEL EDIT.
 */
export const abrirEdicaoModelo = defineCommand<{ ID: number; EDICAO: string; FORCAR?: boolean }>({
  name: 'AbrirEdicaoModelo',
  params: schema,
  async handler(ctx, params) {
    const { viewer, trx } = await loadAudienceViewer(ctx);
    const { form } = await requireVisibleForm(trx, viewer, params.ID, { forUpdate: true });
    if (form.state === 'deleted') throw new CommandFailure('FORM_DELETED');
    const lock = editLock(trx, viewer.companyId, form.id);
    const held = await lock.read();
    if (held && held.fresh && held.editionUid !== params.EDICAO && !params.FORCAR)
      throw new CommandFailure(
        'FORM_LOCKED',
        {},
        { answer: { EDITOR: held.editorName, MINE: held.userId === viewer.userId } },
      );
    await lock.take(params.EDICAO, viewer.userId);
    return { ATIVA: true, VERSAO: form.version };
  },
});
