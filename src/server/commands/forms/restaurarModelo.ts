import schema from '../../../../schemas/commands/RestaurarModelo.schema.json';
import { defineCommand } from '../CommandDefinition';
import { changeFormState } from './changeFormState';

/** RestaurarModelo {ID}: a deleted form back to the active list. MODEL EDIT. */
export const restaurarModelo = defineCommand<{ ID: number }>({
  name: 'RestaurarModelo',
  params: schema,
  async handler(ctx, params) {
    await changeFormState(ctx, params.ID, 'active', () => undefined);
    return {};
  },
});
