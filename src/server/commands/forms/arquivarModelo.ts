import schema from '../../../../schemas/commands/ArquivarModelo.schema.json';
import { defineCommand } from '../CommandDefinition';
import { changeFormState, notDeleted } from './changeFormState';

/** ArquivarModelo {ID}: an active form goes to the archived list (a deleted one is FORM_DELETED). MODEL EDIT. */
export const arquivarModelo = defineCommand<{ ID: number }>({
  name: 'ArquivarModelo',
  params: schema,
  async handler(ctx, params) {
    await changeFormState(ctx, params.ID, 'archived', notDeleted);
    return {};
  },
});
