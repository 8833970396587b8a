import schema from '../../../../schemas/commands/ConsultarConfiguracaoMapa.schema.json';
import { defineCommand } from '../CommandDefinition';

/**
 * ConsultarConfiguracaoMapa → TILE_URL (a Leaflet tile template, CAMPO_MAP_TILE_URL), ATTRIBUTION
 * (CAMPO_MAP_ATTRIBUTION); session. The browser's maps read it once, so the tile server is a server
 * setting, not something baked into the build.
 */
export const consultarConfiguracaoMapa = defineCommand<Record<string, never>>({
  name: 'ConsultarConfiguracaoMapa',
  params: schema,
  handler: async (ctx) => ({ TILE_URL: ctx.config.mapTileUrl, ATTRIBUTION: ctx.config.mapAttribution }),
});
