import schema from '../../../../schemas/commands/ConsultarClientesPorPalavra.schema.json';
import { entityLookup } from './entityLookup';

/** ConsultarClientesPorPalavra (PALAVRA): clients whose searchable fields contain the word. */
export const consultarClientesPorPalavra = entityLookup({
  name: 'ConsultarClientesPorPalavra',
  params: schema,
  entity: 'client',
});
