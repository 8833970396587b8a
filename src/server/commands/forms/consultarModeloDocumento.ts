import schema from '../../../../schemas/commands/ConsultarModeloDocumento.schema.json';
import { loadAudienceViewer } from '../../access/loadAudienceViewer';
import { defineCommand } from '../CommandDefinition';
import { loadModelVersion } from './loadModelVersion';
import { modelAnswer } from './modelAnswer';
import { requireVisibleForm } from '../../forms/requireVisibleForm';

/**
 * ConsultarModeloDocumento {ID, VERSAO?} → MODELO {id, version, currentVersion, state, folderId, v1,
 * permissions, model: FormModel}: the current version unless VERSAO (an older version stays readable, for
 * the documents filled with it). A form the caller may not see is ENTITY_NOT_FOUND. MODEL VIEW.
 */
export const consultarModeloDocumento = defineCommand<{ ID: number; VERSAO?: number }>({
  name: 'ConsultarModeloDocumento',
  params: schema,
  async handler(ctx, params) {
    const { viewer, trx } = await loadAudienceViewer(ctx);
    const { form } = await requireVisibleForm(trx, viewer, params.ID);
    const version = params.VERSAO ?? form.version;
    const model = await loadModelVersion(trx, viewer.companyId, form.id, version);
    return { MODELO: modelAnswer(form, model, version) };
  },
});
