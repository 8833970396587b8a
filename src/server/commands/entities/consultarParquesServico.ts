import { sql } from 'kysely';
import schema from '../../../../schemas/commands/ConsultarParquesServico.schema.json';
import { entityLookup } from './entityLookup';

/**
 * ConsultarParquesServico (PALAVRA, ID_CLIENTE): the "service parks" of the legacy API are the places
 * where service points (assets) are installed, so: the units offered for filling that hold at least one
 * live asset. Service points are assets (ConsultarPontosServicos), their types asset types
 * (ConsultarTiposPontosServicos).
 */
export const consultarParquesServico = entityLookup({
  name: 'ConsultarParquesServico',
  params: schema,
  entity: 'unit',
  filter: (p) => ({ client: p.ID_CLIENTE }),
  where: () => sql`exists (select 1 from entity_records a where a.company_id = r.company_id
    and a.entity = 'asset' and a.deleted_at is null and a.data->'unit' = to_jsonb(r.id))`,
});
