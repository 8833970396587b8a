import schema from '../../../../schemas/commands/ConsultarModeloTemplate.schema.json';
import { TEMPLATE_COMPANY_ID } from '../../../runtime/access/canAccess';
import { defineCommand } from '../CommandDefinition';
import { loadTemplate } from './loadTemplate';

/**
 * ConsultarModeloTemplate (ID) → TEMPLATE {id, name, abstract, description, category, images,
 * fieldCount}: a template of the catalogue (the template company's, 13089) as the use-template link
 * shows it to any company user; the model itself is not answered. Unknown: ENTITY_NOT_FOUND.
 */
export const consultarModeloTemplate = defineCommand<{ ID: number }>({
  name: 'ConsultarModeloTemplate',
  params: schema,
  async handler(ctx, params) {
    const template = await loadTemplate(await ctx.transaction(), TEMPLATE_COMPANY_ID, params.ID);
    const groups = Array.isArray(template.model.groups)
      ? (template.model.groups as Array<{ fields?: unknown }>)
      : [];
    const fieldCount = groups.reduce((n, g) => n + (Array.isArray(g.fields) ? g.fields.length : 0), 0);
    return {
      TEMPLATE: {
        id: template.id,
        name: template.name,
        abstract: template.abstract,
        description: template.description,
        category: template.category,
        images: template.images,
        fieldCount,
      },
    };
  },
});
