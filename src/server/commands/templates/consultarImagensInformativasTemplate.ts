import schema from '../../../../schemas/commands/ConsultarImagensInformativasTemplate.schema.json';
import { TEMPLATE_COMPANY_ID } from '../../../runtime/access/canAccess';
import { defineCommand } from '../CommandDefinition';
import { loadTemplate } from './loadTemplate';

/**
 * ConsultarImagensInformativasTemplate (ID_TEMPLATE) → IMAGENS [{id, title, description, imagePath,
 * order, templateId}] of a catalogue template, by order (spec 000 section 3, template image).
 */
export const consultarImagensInformativasTemplate = defineCommand<{ ID_TEMPLATE: number }>({
  name: 'ConsultarImagensInformativasTemplate',
  params: schema,
  async handler(ctx, params) {
    const template = await loadTemplate(await ctx.transaction(), TEMPLATE_COMPANY_ID, params.ID_TEMPLATE);
    return { IMAGENS: [...template.images].sort((a, b) => a.order - b.order) };
  },
});
