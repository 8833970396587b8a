import type { CommandContext } from '../CommandContext';
import { CommandFailure } from '../CommandFailure';
import { companyOfToken } from '../../files/fileShareToken';

/**
 * The library file behind a public token, with its bytes when asked; an unknown token, a disabled link or
 * a deleted file is FILE_UNAVAILABLE alike.
 *
 * @example const file = await sharedFile(ctx, params.TOKEN, true);
 */
export async function sharedFile(ctx: CommandContext, token: string, withData: boolean) {
  const companyId = companyOfToken(token);
  if (!companyId) throw new CommandFailure('FILE_UNAVAILABLE');
  const trx = await ctx.transaction();
  const file = await trx
    .selectFrom('entity_shares as s')
    .innerJoin('library_files as f', (j) =>
      j.onRef('f.company_id', '=', 's.company_id').onRef('f.id', '=', 's.record_id'),
    )
    .select(['f.name', 'f.content_type', 'f.size'])
    .$if(withData, (q) => q.select('f.data'))
    .where('s.company_id', '=', companyId)
    .where('s.entity', '=', 'libraryFile')
    .where('s.token', '=', token)
    .where('s.enabled', '=', true)
    .executeTakeFirst();
  if (!file) throw new CommandFailure('FILE_UNAVAILABLE');
  return file;
}
