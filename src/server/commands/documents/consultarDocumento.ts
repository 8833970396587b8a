import schema from '../../../../schemas/commands/ConsultarDocumento.schema.json';
import { loadAudienceViewer } from '../../access/loadAudienceViewer';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { requireVisibleForm } from '../../forms/requireVisibleForm';
import { documentJson } from '../../forms/documentJson';

/**
 * ConsultarDocumento (ID) → DOCUMENTO {id, formId, version, values, header, globals, finished, score,
 * createdBy, createdAt, updatedAt, finishedAt, taskId (the task the document fills, else null)}, MODELO (the FormModel of the version it was filled with,
 * whatever the form's current version); MODEL VIEW. Another company's document, or one of a form the
 * caller may not see, is ENTITY_NOT_FOUND.
 */
export const consultarDocumento = defineCommand<{ ID: number }>({
  name: 'ConsultarDocumento',
  params: schema,
  async handler(ctx, params) {
    const { viewer, trx } = await loadAudienceViewer(ctx);
    const row = await trx
      .selectFrom('documents')
      .selectAll()
      .where('company_id', '=', viewer.companyId)
      .where('id', '=', params.ID)
      .executeTakeFirst();
    if (!row) throw new CommandFailure('ENTITY_NOT_FOUND');
    await requireVisibleForm(trx, viewer, Number(row.form_id));
    const version = await trx
      .selectFrom('form_versions')
      .select('model')
      .where('company_id', '=', viewer.companyId)
      .where('form_id', '=', row.form_id)
      .where('version', '=', row.form_version)
      .executeTakeFirstOrThrow();
    // A task's document is continued through its task (SalvarDocumento needs ATIVIDADE_ID for it).
    const task = await trx
      .selectFrom('tasks')
      .select('id')
      .where('company_id', '=', viewer.companyId)
      .where('document_id', '=', row.id)
      .executeTakeFirst();
    return { DOCUMENTO: { ...documentJson(row), taskId: task?.id ?? null }, MODELO: version.model };
  },
});
