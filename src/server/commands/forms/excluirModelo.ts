import schema from '../../../../schemas/commands/ExcluirModelo.schema.json';
import { defineCommand } from '../CommandDefinition';
import { changeFormState } from './changeFormState';

/** ExcluirModelo {ID}: the form goes to the deleted list (RestaurarModelo brings it back); its versions and documents stay. MODEL EDIT. */
export const excluirModelo = defineCommand<{ ID: number }>({
  name: 'ExcluirModelo',
  params: schema,
  async handler(ctx, params) {
    await changeFormState(ctx, params.ID, 'deleted', () => undefined);
    return {};
  },
});
