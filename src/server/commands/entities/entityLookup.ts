import type { RawBuilder } from 'kysely';
import type { CommandDefinition, CommandParamsSchema } from '../CommandDefinition';
import { defineCommand } from '../CommandDefinition';
import { listRecords } from './listRecords';
import { resolveEntity } from '../../entities/resolveEntity';

export interface LookupParams {
  PALAVRA?: string;
  PAGE?: number;
  PAGE_SIZE?: number;
  [name: string]: unknown;
}

/** Records per lookup answer when PAGE_SIZE is not sent. */
const LOOKUP_PAGE = 100;

/**
 * A spec lookup command (ConsultarClientesPorPalavra...) answered by the generic entity machinery: the
 * entity's VIEW level, PALAVRA as the search term, its title order, and for each record `id`, `label`
 * (the entity's lookup display field) and the lookup's extra fields → ITEMS, TOTAL, TOTAL_CAPPED (see
 * ListEntities).
 *
 * @example export const consultarFamilias = entityLookup({ name: 'ConsultarFamilias', params: schema, entity: 'family' });
 */
export function entityLookup(options: {
  name: string;
  params: CommandParamsSchema;
  entity: string;
  filter?: (params: LookupParams) => Record<string, unknown>;
  forFilling?: (params: LookupParams) => boolean;
  where?: (params: LookupParams) => RawBuilder<unknown> | undefined;
}): CommandDefinition {
  return defineCommand<LookupParams>({
    name: options.name,
    params: options.params,
    async handler(ctx, params) {
      const { entity, session } = await resolveEntity(ctx, options.entity, 'VIEW');
      const filter = Object.fromEntries(
        Object.entries(options.filter?.(params) ?? {}).filter(([, v]) => v !== undefined),
      );
      const { items, total, totalCapped } = await listRecords(ctx.db, ctx.t, session.companyId, entity, {
        search: params.PALAVRA,
        filter,
        page: params.PAGE,
        pageSize: params.PAGE_SIZE ?? LOOKUP_PAGE,
        forFilling: options.forFilling?.(params) ?? true,
        where: options.where?.(params),
        sort: entity.meta.lookup?.display ?? entity.meta.titleField,
      });
      const display = entity.meta.lookup?.display ?? entity.meta.titleField;
      const extra = entity.meta.lookup?.fields ?? [];
      return {
        ITEMS: items.map((item) => ({
          id: item.id,
          label: item[display],
          ...Object.fromEntries(extra.filter((k) => item[k] !== undefined).map((k) => [k, item[k]])),
        })),
        TOTAL: total,
        TOTAL_CAPPED: totalCapped,
      };
    },
  });
}
