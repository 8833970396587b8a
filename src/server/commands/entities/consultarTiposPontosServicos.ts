import schema from '../../../../schemas/commands/ConsultarTiposPontosServicos.schema.json';
import { entityLookup } from './entityLookup';

/** ConsultarTiposPontosServicos (PALAVRA): service point types, i.e. asset types. */
export const consultarTiposPontosServicos = entityLookup({
  name: 'ConsultarTiposPontosServicos',
  params: schema,
  entity: 'assetType',
});
