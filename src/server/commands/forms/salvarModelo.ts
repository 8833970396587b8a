import schema from '../../../../schemas/commands/SalvarModelo.schema.json';
import type { FormModel } from '../../../runtime/forms/FormModel';
import { loadAudienceViewer } from '../../access/loadAudienceViewer';
import type { CommandContext } from '../CommandContext';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { checkModelImages } from './checkModelImages';
import { checkSavedModel } from './checkSavedModel';
import { editLock } from './editLock';
import { loadFolders } from '../../forms/loadFolders';
import { loadModelVersion } from './loadModelVersion';
import { refuseCustomExports } from './refuseCustomExports';
import { refuseEcpfOffPlan } from './refuseEcpfOffPlan';
import { recordTrackingEvent } from '../../webhooks/recordTrackingEvent';
import { requireConfigurableFolder } from './requireConfigurableFolder';
import { requireVisibleForm } from '../../forms/requireVisibleForm';
import { storedModel } from './storedModel';
import { nextFormVersion } from '../../forms/nextFormVersion';
import { pendingRevision } from '../../formApproval/pendingRevision';
import { flowKeyOf, formFlowKey, loadRevisionFlows } from '../../formApproval/RevisionFlow';
import { submitRevision } from '../../formApproval/submitRevision';

/** The plan's `customExport` count changed: the cached company access (limitUsed) is dropped after commit. */
const forgetCustomExportCount = (ctx: CommandContext, companyId: number) =>
  ctx.afterCommit(async () => ctx.access.forgetCompanies([companyId]));

interface Params {
  ID?: number;
  MODELO: FormModel;
  VERSAO?: number;
  EDICAO?: string;
}

/**
 * SalvarModelo {ID? (absent: create), MODELO: FormModel, VERSAO? (the version being edited), EDICAO?
 * (the edition uid; required with ID)} → ID, VERSAO; MODEL EDIT. The model passes checkSavedModel (name,
 * schema, field settings, usage-blocked changes against the current version, formulas and rules) and
 * checkModelImages (pictures uploaded by EnviarImagemModelo, the export layouts' too); turning on an A1
 * e-CPF signature needs a plan whose `eCpfSignature` is not 0 (refuseEcpfOffPlan); export templates
 * follow refuseCustomExports (none changed on a V1 model, added ones within the plan's `customExport`); an
 * update needs the edit lock (held by EDICAO, or free: FORM_LOCKED with EDITOR otherwise, so a paused
 * edition cannot save) and VERSAO equal to the current version (STALE_VERSION). Each save writes a new
 * form_versions row. A form under an enabled approval flow (docs/form-approval.md) keeps its published
 * version: the save becomes (or updates) its revision (submitRevision), VERSAO is the proposed version,
 * REVISAO {ID, ESTADO, ROUND} and 'Alteração enviada para aprovação'; VERSAO then names the pending
 * revision's version. Creating puts the form in MODELO.folderId (a folder the caller may configure),
 * takes the lock for EDICAO when given, and records the WebhookTrigger CREATE_FORM event.
 */
export const salvarModelo = defineCommand<Params>({
  name: 'SalvarModelo',
  params: schema,
  async handler(ctx, params) {
    const { viewer, trx, company } = await loadAudienceViewer(ctx);
    const model = storedModel(params.MODELO);
    const now = new Date();
    if (params.ID === undefined) {
      const slots = checkSavedModel(ctx.metadata, ctx.t, params.MODELO, undefined);
      refuseEcpfOffPlan(company!, params.MODELO);
      await checkModelImages(trx, viewer.companyId, slots, params.MODELO, ctx.t);
      const added = await refuseCustomExports(trx, company!, viewer.companyId, params.MODELO);
      const folderId = params.MODELO.folderId ?? null;
      if (folderId !== null) requireConfigurableFolder(await loadFolders(trx, viewer), folderId);
      const created = await trx
        .insertInto('forms')
        .values({
          company_id: viewer.companyId,
          name: model.name,
          folder_id: folderId,
          current_version: 1,
          permissions: JSON.stringify({ roles: [], squads: [], employees: [] }),
          created_by: viewer.userId,
          updated_by: viewer.userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('form_versions')
        .values({
          company_id: viewer.companyId,
          form_id: created.id,
          version: 1,
          model: JSON.stringify(model),
          created_by: viewer.userId,
        })
        .execute();
      if (params.EDICAO) await editLock(trx, viewer.companyId, created.id).take(params.EDICAO, viewer.userId);
      await recordTrackingEvent(ctx, trx, company!, 'CREATE_FORM', { formId: created.id, name: model.name });
      if (added) forgetCustomExportCount(ctx, viewer.companyId);
      ctx.inform(ctx.t('server.formSaved'));
      return { ID: created.id, VERSAO: 1 };
    }
    const { form } = await requireVisibleForm(trx, viewer, params.ID, { forUpdate: true });
    if (form.state === 'deleted') throw new CommandFailure('FORM_DELETED');
    const previous = await loadModelVersion(trx, viewer.companyId, form.id, form.version);
    const slots = checkSavedModel(ctx.metadata, ctx.t, params.MODELO, previous);
    refuseEcpfOffPlan(company!, params.MODELO, previous);
    await checkModelImages(trx, viewer.companyId, slots, params.MODELO, ctx.t);
    const lock = editLock(trx, viewer.companyId, form.id);
    const held = await lock.read();
    if (held && held.fresh && held.editionUid !== params.EDICAO)
      throw new CommandFailure('FORM_LOCKED', {}, { answer: { EDITOR: held.editorName } });
    // Under an approval flow the author edits the pending revision's version, not the published one.
    const pending = await pendingRevision(trx, viewer.companyId, form.id, { forUpdate: true });
    if (params.VERSAO !== undefined && params.VERSAO !== (pending?.proposed_version ?? form.version))
      throw new CommandFailure('STALE_VERSION');
    const flows = await loadRevisionFlows(trx, viewer.companyId);
    const flowKey = pending
      ? flowKeyOf(pending.flow_id)
      : await formFlowKey(trx, viewer.companyId, form.id, flows);
    const flow = flowKey === null ? undefined : flows.get(flowKey);
    const added = await refuseCustomExports(trx, company!, viewer.companyId, params.MODELO, previous, form);
    const version = await nextFormVersion(trx, viewer.companyId, form.id);
    await trx
      .insertInto('form_versions')
      .values({
        company_id: viewer.companyId,
        form_id: form.id,
        version,
        model: JSON.stringify(model),
        created_by: viewer.userId,
      })
      .execute();
    await trx
      .updateTable('forms')
      // Under approval the published version (and its name) stay until the revision is approved.
      .set(
        flow
          ? { updated_by: viewer.userId, updated_at: now }
          : { name: model.name, current_version: version, updated_by: viewer.userId, updated_at: now },
      )
      .where('company_id', '=', viewer.companyId)
      .where('id', '=', form.id)
      .execute();
    await lock.take(params.EDICAO!, viewer.userId);
    if (added) forgetCustomExportCount(ctx, viewer.companyId);
    if (flow) {
      const revision = await submitRevision(trx, ctx.jobs, {
        companyId: viewer.companyId,
        formId: form.id,
        authorId: viewer.userId,
        baseVersion: form.version,
        proposedVersion: version,
        pending,
        flow,
      });
      ctx.inform(ctx.t('server.formSentForApproval'));
      return { ID: form.id, VERSAO: version, REVISAO: revision };
    }
    ctx.inform(ctx.t('server.formSaved'));
    return { ID: form.id, VERSAO: version };
  },
});
