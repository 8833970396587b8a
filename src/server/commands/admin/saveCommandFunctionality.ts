import schema from '../../../../schemas/commands/SaveCommandFunctionality.schema.json';
import { forgetCompanies } from '../../access/forgetCompanies';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { invalidParameter } from '../invalidParameter';

/**
 * SaveCommandFunctionality (NAME, FUNCTIONALITY or empty, LEVEL): which functionality and level a `user`
 * command needs from now on; an empty FUNCTIONALITY means none. Setting back what metadata/commands.json
 * declares removes the override. Other accesses (public, session, admin) cannot be changed.
 */
export const saveCommandFunctionality = defineCommand<{
  NAME: string;
  FUNCTIONALITY?: string;
  LEVEL?: string;
}>({
  name: 'SaveCommandFunctionality',
  params: schema,
  async handler(ctx, params) {
    const declared = ctx.metadata.commands[params.NAME];
    if (!declared) throw new CommandFailure('ENTITY_NOT_FOUND');
    if (declared.access !== 'user') throw invalidParameter(ctx.t, 'NAME', 'userCommandOnly');
    const functionality = params.FUNCTIONALITY || null;
    if (functionality && !ctx.metadata.functionalities.some((f) => f.code === functionality))
      throw invalidParameter(ctx.t, 'FUNCTIONALITY', 'unknownCode', { code: functionality });
    const level = functionality ? (params.LEVEL === 'EDIT' ? 'EDIT' : 'VIEW') : null;
    const trx = await ctx.transaction();
    const sameAsDeclared =
      (declared.functionality ?? null) === functionality &&
      (functionality === null || (declared.level ?? 'VIEW') === level);
    if (sameAsDeclared) await trx.deleteFrom('command_overrides').where('name', '=', params.NAME).execute();
    else
      await trx
        .insertInto('command_overrides')
        .values({ name: params.NAME, functionality, level })
        .onConflict((oc) => oc.column('name').doUpdateSet({ functionality, level }))
        .execute();
    forgetCompanies(ctx, 'all');
    ctx.inform(ctx.t('server.permissionsSaved'));
  },
});
