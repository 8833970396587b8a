import schema from '../../../../schemas/commands/ConsultarAtributosIdEsquemaAtributos.schema.json';
import { tableSettings } from '../../../runtime/forms/modelIndex';
import { defineCommand } from '../CommandDefinition';
import { loadVisibleModel } from './loadVisibleModel';

/**
 * ConsultarAtributosIdEsquemaAtributos {ID, VERSAO?} → ATRIBUTOS [{id, name, type, groupId, groupName,
 * columns?: [{id, name, type}]}]: the model's fields, flat and in order (tables with their columns), for
 * workflow steps, reports and lookups. MODEL VIEW.
 */
export const consultarAtributosIdEsquemaAtributos = defineCommand<{ ID: number; VERSAO?: number }>({
  name: 'ConsultarAtributosIdEsquemaAtributos',
  params: schema,
  async handler(ctx, params) {
    const { model } = await loadVisibleModel(ctx, params.ID, params.VERSAO);
    return {
      ATRIBUTOS: model.groups.flatMap((group) =>
        group.fields.map((field) => {
          const table = tableSettings(field);
          return {
            id: field.id,
            name: field.name,
            type: field.type,
            groupId: group.id,
            groupName: group.name,
            ...(table
              ? {
                  columns: table.columns.map((column) => ({
                    id: column.id,
                    name: column.name,
                    type: column.type,
                  })),
                }
              : {}),
          };
        }),
      ),
    };
  },
});
