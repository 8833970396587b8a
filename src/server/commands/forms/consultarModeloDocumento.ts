import schema from '../../../../schemas/commands/ConsultarModeloDocumento.schema.json';
import { defineCommand } from '../CommandDefinition';
import { loadVisibleModel } from './loadVisibleModel';
import { modelAnswer } from './modelAnswer';

/**
 * ConsultarModeloDocumento {ID, VERSAO?} → MODELO {id, version, currentVersion, state, folderId, v1,
 * permissions, model: FormModel}: the current version unless VERSAO (an older version stays readable, for
 * the documents filled with it). A form the caller may not see is ENTITY_NOT_FOUND. MODEL VIEW.
 */
export const consultarModeloDocumento = defineCommand<{ ID: number; VERSAO?: number }>({
  name: 'ConsultarModeloDocumento',
  params: schema,
  async handler(ctx, params) {
    const { form, model, version } = await loadVisibleModel(ctx, params.ID, params.VERSAO);
    return { MODELO: modelAnswer(form, model, version) };
  },
});
