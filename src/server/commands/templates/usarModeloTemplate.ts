import schema from '../../../../schemas/commands/UsarModeloTemplate.schema.json';
import { TEMPLATE_COMPANY_ID } from '../../../runtime/access/canAccess';
import { defineCommand } from '../CommandDefinition';
import { requireSession } from '../requireSession';
import { loadTemplate } from './loadTemplate';

/**
 * UsarModeloTemplate (ID) → COPIA {id, name, templateId}: copies a catalogue template's model into the
 * caller's company (company_form_templates), where the forms of issue 5 pick it up to create the form.
 * MODEL EDIT.
 */
export const usarModeloTemplate = defineCommand<{ ID: number }>({
  name: 'UsarModeloTemplate',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    const trx = await ctx.transaction();
    const template = await loadTemplate(trx, TEMPLATE_COMPANY_ID, params.ID);
    const copy = await trx
      .insertInto('company_form_templates')
      .values({
        company_id: session.companyId,
        template_id: template.id,
        name: template.name,
        model: JSON.stringify(template.model),
        created_by: session.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ctx.inform(ctx.t('server.templateCopied', { name: template.name }));
    return { COPIA: { id: copy.id, name: template.name, templateId: template.id } };
  },
});
