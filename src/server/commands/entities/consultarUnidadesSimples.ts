import schema from '../../../../schemas/commands/ConsultarUnidadesSimples.schema.json';
import { entityLookup } from './entityLookup';

/**
 * ConsultarUnidadesSimples (PALAVRA, ID_CLIENTE, INCLUIR_DESATIVADAS): units offered for filling; a
 * disabled unit stays in the units list but is left out here unless INCLUIR_DESATIVADAS (spec 001 section 3).
 */
export const consultarUnidadesSimples = entityLookup({
  name: 'ConsultarUnidadesSimples',
  params: schema,
  entity: 'unit',
  filter: (p) => ({ client: p.ID_CLIENTE }),
  forFilling: (p) => p.INCLUIR_DESATIVADAS !== true,
});
