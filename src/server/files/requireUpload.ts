import type { CommandContext, UploadedFile } from '../commands/CommandContext';
import { CommandFailure } from '../commands/CommandFailure';

/**
 * The multipart file sent as `CMD.<name>`, or INVALID_PARAMETERS naming the field; a file past the
 * configured size (CAMPO_MAX_FILE_MB) is FILE_TOO_LARGE (the multipart limit stops larger streams first).
 *
 * @example const file = requireUpload(ctx, 'FILE');
 */
export function requireUpload(ctx: CommandContext, name: string): UploadedFile {
  const file = ctx.files.get(`CMD.${name}`);
  if (!file)
    throw new CommandFailure('INVALID_PARAMETERS', {
      field: `CMD.${name}`,
      reason: ctx.t('server.validation.required'),
    });
  if (file.data.length > ctx.config.maxFileBytes) throw new CommandFailure('FILE_TOO_LARGE');
  return file;
}
