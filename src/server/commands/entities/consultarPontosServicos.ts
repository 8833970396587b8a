import schema from '../../../../schemas/commands/ConsultarPontosServicos.schema.json';
import { entityLookup } from './entityLookup';

/** ConsultarPontosServicos (PALAVRA, ID_UNIDADE, ID_TIPO): service points, i.e. assets, of a unit or type. */
export const consultarPontosServicos = entityLookup({
  name: 'ConsultarPontosServicos',
  params: schema,
  entity: 'asset',
  filter: (p) => ({ unit: p.ID_UNIDADE, assetType: p.ID_TIPO }),
});
