import schema from '../../../../schemas/commands/ConsultarModeloCopia.schema.json';
import type { FormModel } from '../../../runtime/forms/FormModel';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { requireSession } from '../requireSession';

/**
 * ConsultarModeloCopia {ID} → MODELO {id, templateId, name, model: FormModel}: the model of a template
 * copied into the caller's company (company_form_templates, UsarModeloTemplate), for `/form/new?copy=`
 * to start from. The name falls back to the copy's and missing groups to none, so the editor always gets
 * a model to work on; saving it goes through SalvarModelo's checks. MODEL VIEW.
 */
export const consultarModeloCopia = defineCommand<{ ID: number }>({
  name: 'ConsultarModeloCopia',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    const trx = await ctx.transaction();
    const row = await trx
      .selectFrom('company_form_templates')
      .select(['id', 'template_id', 'name', 'model'])
      .where('company_id', '=', session.companyId)
      .where('id', '=', params.ID)
      .executeTakeFirst();
    if (!row) throw new CommandFailure('ENTITY_NOT_FOUND');
    const stored = (
      typeof row.model === 'string' ? JSON.parse(row.model) : (row.model ?? {})
    ) as Partial<FormModel>;
    const model: FormModel = {
      ...stored,
      name: typeof stored.name === 'string' && stored.name ? stored.name : row.name,
      groups: Array.isArray(stored.groups) ? stored.groups : [],
    };
    return { MODELO: { id: row.id, templateId: row.template_id, name: row.name, model } };
  },
});
