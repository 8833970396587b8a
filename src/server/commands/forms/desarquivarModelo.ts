import schema from '../../../../schemas/commands/DesarquivarModelo.schema.json';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { changeFormState, notDeleted } from './changeFormState';

/**
 * DesarquivarModelo {ID}: an archived form back to the active list; legacy V1 models cannot be
 * unarchived (FORM_V1_UNARCHIVE 'Não é possivel desarquivar modelos V1'). MODEL EDIT.
 */
export const desarquivarModelo = defineCommand<{ ID: number }>({
  name: 'DesarquivarModelo',
  params: schema,
  async handler(ctx, params) {
    await changeFormState(ctx, params.ID, 'active', (form) => {
      notDeleted(form);
      if (form.v1) throw new CommandFailure('FORM_V1_UNARCHIVE');
    });
    return {};
  },
});
