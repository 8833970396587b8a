import { sql } from 'kysely';
import schema from '../../../../schemas/commands/SaveProfilePhoto.schema.json';
import { defineCommand } from '../CommandDefinition';
import { CommandFailure } from '../CommandFailure';
import { requireSession } from '../requireSession';
import { imageTypeOf } from '../../files/imageTypeOf';
import { personPhotoUrl } from '../../files/personPhotoUrl';

/**
 * SaveProfilePhoto (multipart file CMD.PHOTO): png, jpeg, webp or gif by content, at most the configured
 * file size (5 MB; larger uploads are stopped by the multipart limit) -> PROFILE_IMAGE, the new photo URL.
 */
export const saveProfilePhoto = defineCommand<Record<string, never>>({
  name: 'SaveProfilePhoto',
  params: schema,
  async handler(ctx) {
    const session = requireSession(ctx);
    const file = ctx.files.get('CMD.PHOTO');
    if (!file)
      throw new CommandFailure('INVALID_PARAMETERS', {
        field: 'CMD.PHOTO',
        reason: ctx.t('server.validation.required'),
      });
    if (file.data.length > ctx.config.maxFileBytes) throw new CommandFailure('FILE_TOO_LARGE');
    const type = imageTypeOf(file.data);
    if (!type) throw new CommandFailure('INVALID_IMAGE');
    const person = await (
      await ctx.transaction()
    )
      .updateTable('persons')
      .set({ photo: file.data, photo_type: type, photo_version: sql`photo_version + 1` })
      .where('company_id', '=', session.companyId)
      .where('id', '=', session.personId)
      .returning('photo_version')
      .executeTakeFirstOrThrow();
    ctx.profiles.forget(session.companyId, session.userId);
    ctx.afterCommit(async () => ctx.profiles.forget(session.companyId, session.userId));
    ctx.inform(ctx.t('server.photoSaved'));
    return { PROFILE_IMAGE: personPhotoUrl(session.personId, person.photo_version) };
  },
});
