import schema from '../../../../schemas/commands/SalvarDocumento.schema.json';
import type { PlanAnswer } from '../../../runtime/forms/FormModel';
import { validateDocument } from '../../../runtime/forms/validateDocument';
import { loadAudienceViewer } from '../../access/loadAudienceViewer';
import { requireCompanyRecords } from '../../db/requireCompanyRecords';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { notifyTaskEmails } from '../../tasks/notifyTaskEmails';
import { advanceFilledTask } from '../../tasks/advanceFilledTask';
import { taskForFilling, type FillPosition } from '../../tasks/taskForFilling';
import { applyPlanActions } from './applyPlanActions';
import { checkDocumentFiles } from './checkDocumentFiles';
import { checkDocumentRecords } from './checkDocumentRecords';
import { documentErrorsFailure } from './documentErrorsFailure';
import { documentJson } from '../../forms/documentJson';
import { nextSerials } from './nextSerials';
import { notifyFinishedDocument } from '../../forms/notifyFinishedDocument';
import { requireFillableForm } from '../../forms/requireFillableForm';
import { finishWorkflowRun } from '../../workflows/finishWorkflowRun';
import { keepReadOnlyGroups } from '../../workflows/keepReadOnlyGroups';
import { startWorkflow } from '../../workflows/startWorkflow';
import { workflowEnvironmentOf } from '../../workflows/workflowEnvironmentOf';
import { workflowFillGroups } from '../../workflows/workflowFillGroups';

/** The header's references to records (projectId is stored as given: projects are not built). */
const HEADER_RECORDS = [
  ['clientId', 'client'],
  ['unitId', 'unit'],
  ['assetId', 'asset'],
] as const;

interface Params {
  ID?: number;
  MODELO_ID: number;
  VERSAO: number;
  VALORES: Record<string, unknown>;
  CABECALHO?: Record<string, unknown>;
  PLANOS?: Record<string, PlanAnswer>;
  FINALIZADO: 0 | 1;
  ATIVIDADE_ID?: number;
  POSICAO?: FillPosition;
  JUSTIFICATIVA_FORA_AREA?: string;
}

/**
 * SalvarDocumento (ID? of a draft, MODELO_ID, VERSAO filled, VALORES, CABECALHO?, PLANOS? (action plan
 * answers by field id), FINALIZADO 0|1) → ID,
 * FINALIZADO, SCORE; TASK EDIT. The values go through validateDocument on the stored version's model,
 * the engine the browser fills with (a draft skips the required checks; DOCUMENT_INVALID lists the
 * errors); hidden fields are not stored; the score is the engine's. Serial globals take their next
 * number on the first save. Referenced files must be this form and field's uploads (checkDocumentFiles);
 * files a draft no longer references are deleted. A finished document cannot change
 * (DOCUMENT_FINISHED); finishing sends the model's alerts and webhook (notifyFinishedDocument; for a
 * document a workflow holds open, its end step does, whoever reaches it).
 * POSICAO (the browser's position, when it gave one) is kept on the document with the save's time: the
 * map shows where each document was sent from (ConsultarDocumentosEnviadosColaborador).
 * With ATIVIDADE_ID (POSICAO?, JUSTIFICATIVA_FORA_AREA?) the document fills a task: taskForFilling's
 * checks first, then advanceFilledTask moves the task; the finished document of a disapproved task may
 * be saved again (the correction). A task's document is saved only with its ATIVIDADE_ID. The header's
 * client, unit and asset, and the records chosen in its fields (checkDocumentRecords), must be the
 * company's (LOOKUP_NOT_FOUND, FIELD `CABECALHO.clientId`, `VALORES.<field>`...). Action plans
 * (applyPlanActions): a filled plan form must be the company's document of that form; finishing creates
 * the plans' activities as tasks in this transaction. A model version with a workflow (docs/workflows.md):
 * the save may change only the groups workflowFillGroups allows (the step's, through its task), finishing
 * starts the flow (startWorkflow) or finishes the task's step (finishWorkflowRun) in this transaction, and
 * the document is finished by the flow's end step.
 */
export const salvarDocumento = defineCommand<Params>({
  name: 'SalvarDocumento',
  params: schema,
  async handler(ctx, params) {
    const { viewer, trx, company } = await loadAudienceViewer(ctx);
    const companyId = viewer.companyId;
    const draft = params.ID
      ? await trx
          .selectFrom('documents')
          .select(['id', 'form_id', 'form_version', 'finished', 'globals', 'values'])
          .where('company_id', '=', companyId)
          .where('id', '=', params.ID)
          .forUpdate()
          .executeTakeFirst()
      : undefined;
    if (params.ID && !draft) throw new CommandFailure('ENTITY_NOT_FOUND');
    const now = new Date();
    const filling = params.ATIVIDADE_ID
      ? await taskForFilling(
          trx,
          viewer,
          {
            taskId: params.ATIVIDADE_ID,
            formId: params.MODELO_ID,
            documentId: params.ID,
            position: params.POSICAO,
            justification: params.JUSTIFICATIVA_FORA_AREA,
          },
          now,
        )
      : undefined;
    if (draft && !filling) {
      const owner = await trx
        .selectFrom('tasks')
        .select('id')
        .where('company_id', '=', companyId)
        .where('document_id', '=', Number(draft.id))
        .executeTakeFirst();
      if (owner) throw new CommandFailure('ENTITY_NOT_FOUND');
    }
    const correcting =
      filling?.task.approval === 'disapproved' && filling.task.document_id === Number(draft?.id);
    if (draft?.finished && !correcting) throw new CommandFailure('DOCUMENT_FINISHED');
    if (draft && Number(draft.form_id) !== params.MODELO_ID) throw new CommandFailure('ENTITY_NOT_FOUND');
    if (draft && draft.form_version !== params.VERSAO) throw new CommandFailure('STALE_VERSION');

    const form = await requireFillableForm(trx, viewer, params.MODELO_ID, params.VERSAO);
    for (const [key, kind] of HEADER_RECORDS) {
      const id = params.CABECALHO?.[key];
      if (typeof id === 'number')
        await requireCompanyRecords(
          trx,
          companyId,
          kind,
          [id],
          `CABECALHO.${key}`,
          ctx.t(`tasks.fields.${kind}`),
        );
    }
    const globals = draft ? draft.globals : await nextSerials(trx, companyId, form.id, form.model);
    const finished = params.FINALIZADO === 1;
    // A workflow decides which groups this save fills and when the document is finished (its end step).
    const workflow = await workflowFillGroups(
      trx,
      companyId,
      form.model,
      draft ? Number(draft.id) : null,
      filling?.task.workflow_run_id && filling.workflowStepId
        ? { id: filling.task.workflow_run_id, stepId: filling.workflowStepId }
        : null,
    );
    const values = keepReadOnlyGroups(
      form.model,
      workflow.editable,
      params.VALORES,
      (draft?.values ?? {}) as Record<string, unknown>,
    );
    const checked = validateDocument(form.model, values, globals, {
      draft: !finished,
      plans: params.PLANOS,
      ...(workflow.editable ? { requiredGroups: workflow.editable } : {}),
    });
    const heldOpen = workflow.starts || workflow.runId !== null;
    if (checked.errors.length) throw documentErrorsFailure(form.model, checked.errors, ctx.t);
    const documentId = draft ? Number(draft.id) : null;
    const fileIds = await checkDocumentFiles(trx, companyId, form, documentId, checked.values, checked.plans);
    await checkDocumentRecords(trx, companyId, form.model, checked.values);
    const plans = await applyPlanActions(
      ctx,
      trx,
      viewer,
      company!,
      form,
      checked.values,
      checked.plans,
      params.CABECALHO ?? {},
      finished,
    );

    const columns = {
      values: JSON.stringify(checked.values),
      header: JSON.stringify(params.CABECALHO ?? {}),
      plans: JSON.stringify(plans),
      finished: finished && !heldOpen,
      score: checked.score,
      updated_at: now,
      finished_at: finished && !heldOpen ? now : null,
      // Where the browser was when saving (the map's sent documents); a save without one keeps the last.
      ...(params.POSICAO
        ? {
            fill_latitude: params.POSICAO.lat,
            fill_longitude: params.POSICAO.lng,
            fill_accuracy: params.POSICAO.accuracy ?? null,
            fill_at: now,
          }
        : {}),
    };
    const row = draft
      ? await trx
          .updateTable('documents')
          .set(columns)
          .where('company_id', '=', companyId)
          .where('id', '=', Number(draft.id))
          .returningAll()
          .executeTakeFirstOrThrow()
      : await trx
          .insertInto('documents')
          .values({
            ...columns,
            company_id: companyId,
            form_id: form.id,
            form_version: form.version,
            globals: JSON.stringify(globals),
            created_by: viewer.userId,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
    const id = Number(row.id);

    let dropped = trx
      .deleteFrom('document_files')
      .where('company_id', '=', companyId)
      .where('document_id', '=', id);
    if (fileIds.length) dropped = dropped.where('id', 'not in', fileIds);
    const droppedKeys = (await dropped.returning('storage_key').execute()).map((r) => r.storage_key);
    if (droppedKeys.length)
      ctx.afterCommit(async () => {
        for (const key of droppedKeys) await ctx.storage.delete(key);
      });
    if (fileIds.length)
      await trx
        .updateTable('document_files')
        .set({ document_id: id })
        .where('company_id', '=', companyId)
        .where('id', 'in', fileIds)
        .execute();

    if (filling)
      await advanceFilledTask(
        trx,
        filling.task,
        { userId: viewer.userId, documentId: id, finished, fill: filling.fill },
        now,
      );
    if (filling && finished) await notifyTaskEmails(ctx, trx, filling.task, viewer.userId, 'finished');
    const env = workflowEnvironmentOf(ctx, trx, now);
    if (finished && heldOpen) {
      // The flow's end step finishes the document and sends its alerts and webhook (endHandler).
      if (workflow.runId !== null) await finishWorkflowRun(env, companyId, workflow.runId, viewer.userId);
      else
        await startWorkflow(env, {
          companyId,
          documentId: id,
          formId: form.id,
          version: form.version,
          model: form.model,
          userId: viewer.userId,
        });
    } else if (row.finished) await notifyFinishedDocument(env, companyId, form, documentJson(row));
    return { ID: id, FINALIZADO: finished ? 1 : 0, SCORE: checked.score };
  },
});
