import schema from '../../../../schemas/commands/ConsultarEquipesVersionadas.schema.json';
import { entityLookup } from './entityLookup';

/** ConsultarEquipesVersionadas (PALAVRA): squads (work groups) with their members' user ids. */
export const consultarEquipesVersionadas = entityLookup({
  name: 'ConsultarEquipesVersionadas',
  params: schema,
  entity: 'squad',
});
