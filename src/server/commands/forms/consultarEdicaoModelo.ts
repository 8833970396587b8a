import schema from '../../../../schemas/commands/ConsultarEdicaoModelo.schema.json';
import { loadAudienceViewer } from '../../access/loadAudienceViewer';
import { defineCommand } from '../CommandDefinition';
import { editLock } from './editLock';
import { requireVisibleForm } from '../../forms/requireVisibleForm';
import { selectForms } from '../../forms/selectForms';
import { pendingRevision } from '../../formApproval/pendingRevision';
import { userNames } from '../../formApproval/userNames';
import { loadModelVersion } from './loadModelVersion';
import { modelAnswer } from './modelAnswer';

/**
 * ConsultarEdicaoModelo {ID, EDICAO} → ATIVA, EDITOR: false once another edition holds the lock (it
 * forced the edit: the editor shows the paused dialog, the spec's close-old-model-edition event), with
 * that edition's user name; true when the edition holds it or nobody does. Under approval
 * (docs/form-approval.md): APROVACAO (the form's approval state, null when none), and while a revision
 * is pending (in review or disapproved) MODELO (as ConsultarModeloDocumento's, at the proposed version)
 * and VERSAO, so the author keeps editing it; REPROVACAO {REVISOR_NOME, JUSTIFICATIVA, EM} when
 * disapproved. MODEL VIEW.
 */
export const consultarEdicaoModelo = defineCommand<{ ID: number; EDICAO: string }>({
  name: 'ConsultarEdicaoModelo',
  params: schema,
  async handler(ctx, params) {
    const { viewer, trx } = await loadAudienceViewer(ctx);
    const { form } = await requireVisibleForm(trx, viewer, params.ID);
    const held = await editLock(trx, viewer.companyId, form.id).read();
    const active = !held || !held.fresh || held.editionUid === params.EDICAO;
    const companyId = viewer.companyId;
    const pending = await pendingRevision(trx, companyId, form.id);
    const [listed] = await selectForms(trx, companyId, { id: form.id, approval: true });
    const approval = listed?.APROVACAO ?? null;
    const rejection =
      pending?.state === 'disapproved'
        ? await trx
            .selectFrom('form_revision_rounds')
            .select(['rejected_by', 'justification', 'rejected_at'])
            .where('company_id', '=', companyId)
            .where('revision_id', '=', pending.id)
            .where('round', '=', pending.round)
            .executeTakeFirst()
        : undefined;
    const reviewer = rejection?.rejected_by ?? null;
    const names = await userNames(trx, companyId, reviewer === null ? [] : [reviewer]);
    const version = pending?.proposed_version;
    return {
      ATIVA: active,
      EDITOR: active ? null : held.editorName,
      APROVACAO: approval,
      MODELO: version
        ? modelAnswer(form, await loadModelVersion(trx, companyId, form.id, version), version)
        : null,
      VERSAO: version ?? null,
      REPROVACAO: rejection?.rejected_at
        ? {
            REVISOR_NOME: names.get(reviewer ?? 0) ?? '',
            JUSTIFICATIVA: rejection.justification ?? '',
            EM: new Date(rejection.rejected_at).toISOString(),
          }
        : null,
    };
  },
});
