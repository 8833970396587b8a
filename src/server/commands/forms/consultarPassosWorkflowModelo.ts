import schema from '../../../../schemas/commands/ConsultarPassosWorkflowModelo.schema.json';
import { defineCommand } from '../CommandDefinition';
import { loadVisibleModel } from './loadVisibleModel';

/**
 * ConsultarPassosWorkflowModelo {ID, VERSAO?} → PASSOS [{id, name, type}]: the steps of a model's workflow
 * (the current version unless VERSAO), in the workflow's order, start and end included; empty when the
 * model has no workflow. For filters and lookups (spec 000 §7). MODEL VIEW; another company's form, or
 * one the caller may not see, is ENTITY_NOT_FOUND.
 */
export const consultarPassosWorkflowModelo = defineCommand<{ ID: number; VERSAO?: number }>({
  name: 'ConsultarPassosWorkflowModelo',
  params: schema,
  async handler(ctx, params) {
    const { model } = await loadVisibleModel(ctx, params.ID, params.VERSAO);
    return {
      PASSOS: (model.workflow?.steps ?? []).map((step) => ({
        id: step.id,
        name: step.name,
        type: step.type,
      })),
    };
  },
});
