import { documentJson } from '../../../forms/documentJson';
import { notifyFinishedDocument } from '../../../forms/notifyFinishedDocument';
import type { WorkflowStepHandler } from '../../WorkflowStepHandler';

/**
 * The end: the document is finished (its workflow held it open until now) and the flow stops. The
 * model's alerts and webhook go out here, in the transition's transaction, whatever brought the flow to
 * its end (the save of a step's task, a jump, a timer job): notifyFinishedDocument, as when a person
 * finishes a document without a workflow. The end is entered once per instance (the run before it is
 * finished once: a repeated job or save finds it finished and does nothing), so they go out once.
 */
export const endHandler: WorkflowStepHandler = {
  type: 'end',
  neverWaits: true,
  async start(_step, context) {
    const { trx, companyId, documentId, now, model, instance } = context;
    const row = await trx
      .updateTable('documents')
      .set({ finished: true, finished_at: now, updated_at: now })
      .where('company_id', '=', companyId)
      .where('id', '=', documentId)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (!model.alerts?.length && !model.webhook?.active) return 'finished';
    const form = await trx
      .selectFrom('forms')
      .select('name')
      .where('company_id', '=', companyId)
      .where('id', '=', instance.formId)
      .executeTakeFirstOrThrow();
    await notifyFinishedDocument(
      context,
      companyId,
      { id: instance.formId, name: form.name, version: instance.formVersion, model },
      documentJson(row),
    );
    return 'finished';
  },
  finish: async () => null,
};
