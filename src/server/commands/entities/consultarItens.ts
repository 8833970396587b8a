import schema from '../../../../schemas/commands/ConsultarItens.schema.json';
import { entityLookup } from './entityLookup';

/** ConsultarItens (PALAVRA, ID_FAMILIA, TIPO_ITEM): goods and services. */
export const consultarItens = entityLookup({
  name: 'ConsultarItens',
  params: schema,
  entity: 'item',
  filter: (p) => ({ family: p.ID_FAMILIA, itemType: p.TIPO_ITEM }),
});
