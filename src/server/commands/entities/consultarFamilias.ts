import schema from '../../../../schemas/commands/ConsultarFamilias.schema.json';
import { entityLookup } from './entityLookup';

/** ConsultarFamilias (PALAVRA, TIPO_ITEM): item families (product structure). */
export const consultarFamilias = entityLookup({
  name: 'ConsultarFamilias',
  params: schema,
  entity: 'family',
  filter: (p) => ({ itemType: p.TIPO_ITEM }),
});
