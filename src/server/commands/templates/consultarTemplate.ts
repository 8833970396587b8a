import schema from '../../../../schemas/commands/ConsultarTemplate.schema.json';
import { defineCommand } from '../CommandDefinition';
import { requireSession } from '../requireSession';
import { loadTemplate } from './loadTemplate';

/** ConsultarTemplate (ID) → TEMPLATE with its model and images. Template company only. */
export const consultarTemplate = defineCommand<{ ID: number }>({
  name: 'ConsultarTemplate',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    return { TEMPLATE: await loadTemplate(await ctx.transaction(), session.companyId, params.ID) };
  },
});
