import schema from '../../../../schemas/commands/ClonarModelo.schema.json';
import { loadAudienceViewer } from '../../access/loadAudienceViewer';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { loadModelVersion } from './loadModelVersion';
import { recordTrackingEvent } from '../../webhooks/recordTrackingEvent';
import { requireVisibleForm } from '../../forms/requireVisibleForm';

/**
 * ClonarModelo {ID, NOME?} → ID: a new form from the current version of a visible one, named NOME or
 * 'Cópia de …' (cut to 100 characters), version 1, in the same folder with the same permissions; a
 * deleted form is FORM_DELETED. Records the CREATE_FORM webhook event. MODEL EDIT.
 */
export const clonarModelo = defineCommand<{ ID: number; NOME?: string }>({
  name: 'ClonarModelo',
  params: schema,
  async handler(ctx, params) {
    const { viewer, trx, company } = await loadAudienceViewer(ctx);
    const { form } = await requireVisibleForm(trx, viewer, params.ID);
    if (form.state === 'deleted') throw new CommandFailure('FORM_DELETED');
    const model = await loadModelVersion(trx, viewer.companyId, form.id, form.version);
    const name = (params.NOME?.trim() || ctx.t('server.formCopyName', { name: form.name })).slice(0, 100);
    const created = await trx
      .insertInto('forms')
      .values({
        company_id: viewer.companyId,
        name,
        folder_id: form.folderId,
        current_version: 1,
        permissions: JSON.stringify(form.permissions),
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
        model: JSON.stringify({ ...model, name }),
        created_by: viewer.userId,
      })
      .execute();
    await recordTrackingEvent(ctx, trx, company!, 'CREATE_FORM', { formId: created.id, name });
    return { ID: created.id };
  },
});
