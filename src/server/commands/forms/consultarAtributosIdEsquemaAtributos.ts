import schema from '../../../../schemas/commands/ConsultarAtributosIdEsquemaAtributos.schema.json';
import { tableSettings } from '../../../runtime/forms/modelIndex';
import { loadAudienceViewer } from '../../access/loadAudienceViewer';
import { defineCommand } from '../CommandDefinition';
import { loadModelVersion } from './loadModelVersion';
import { requireVisibleForm } from '../../forms/requireVisibleForm';

/**
 * ConsultarAtributosIdEsquemaAtributos {ID, VERSAO?} → ATRIBUTOS [{id, name, type, groupId, groupName,
 * columns?: [{id, name, type}]}]: the model's fields, flat and in order (tables with their columns), for
 * workflow steps, reports and lookups. MODEL VIEW.
 */
export const consultarAtributosIdEsquemaAtributos = defineCommand<{ ID: number; VERSAO?: number }>({
  name: 'ConsultarAtributosIdEsquemaAtributos',
  params: schema,
  async handler(ctx, params) {
    const { viewer, trx } = await loadAudienceViewer(ctx);
    const { form } = await requireVisibleForm(trx, viewer, params.ID);
    const model = await loadModelVersion(trx, viewer.companyId, form.id, params.VERSAO ?? form.version);
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
