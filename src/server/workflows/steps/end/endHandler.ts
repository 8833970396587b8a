import type { WorkflowStepHandler } from '../../WorkflowStepHandler';

/** The end: the document is finished (its workflow held it open until now) and the flow stops. */
export const endHandler: WorkflowStepHandler = {
  type: 'end',
  neverWaits: true,
  async start(_step, { trx, companyId, documentId, now }) {
    await trx
      .updateTable('documents')
      .set({ finished: true, finished_at: now, updated_at: now })
      .where('company_id', '=', companyId)
      .where('id', '=', documentId)
      .execute();
    return 'finished';
  },
  finish: async () => null,
};
