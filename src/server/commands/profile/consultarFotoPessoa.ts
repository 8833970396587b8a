import schema from '../../../../schemas/commands/ConsultarFotoPessoa.schema.json';
import { BlobAnswer } from '../BlobAnswer';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { requireSession } from '../requireSession';

/** ConsultarFotoPessoa (ID_PESSOA, rand ignored) -> the photo as an image blob; only within the caller's company. */
export const consultarFotoPessoa = defineCommand<{ ID_PESSOA: number }>({
  name: 'ConsultarFotoPessoa',
  params: schema,
  async handler(ctx, params) {
    const session = requireSession(ctx);
    const person = await (
      await ctx.transaction()
    )
      .selectFrom('persons')
      .select(['photo', 'photo_type'])
      .where('company_id', '=', session.companyId)
      .where('id', '=', params.ID_PESSOA)
      .executeTakeFirst();
    if (!person?.photo || !person.photo_type) throw new CommandFailure('ENTITY_NOT_FOUND');
    return new BlobAnswer(person.photo, person.photo_type);
  },
});
