import schema from '../../../../schemas/commands/VerifyIfBillingIntegrationIdAlreadyExists.schema.json';
import { defineCommand } from '../CommandDefinition';

/**
 * VerifyIfBillingIntegrationIdAlreadyExists (INTEGRATION_ID, COMPANY_ID) -> EXISTS_IN_DATABASE when
 * another company already uses the id; EXISTS_IN_API is false (no billing provider is configured).
 * Never fails: on any error both are false, as the browser expects.
 */
export const verifyIfBillingIntegrationIdAlreadyExists = defineCommand<{
  INTEGRATION_ID: string;
  COMPANY_ID?: number;
}>({
  name: 'VerifyIfBillingIntegrationIdAlreadyExists',
  params: schema,
  async handler(ctx, params) {
    const id = params.INTEGRATION_ID.trim();
    if (!id) return { EXISTS_IN_API: false, EXISTS_IN_DATABASE: false };
    try {
      let query = (await ctx.transaction())
        .selectFrom('companies')
        .select('id')
        .where('integration_id', '=', id);
      if (params.COMPANY_ID) query = query.where('id', '<>', params.COMPANY_ID);
      const other = await query.executeTakeFirst();
      return { EXISTS_IN_API: false, EXISTS_IN_DATABASE: other !== undefined };
    } catch {
      return { EXISTS_IN_API: false, EXISTS_IN_DATABASE: false };
    }
  },
});
