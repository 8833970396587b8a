import type { StoredFileRef } from '../../FormModel';
import type { AnswerTextContext } from '../AnswerTextContext';

/**
 * Files, videos and audios by their names (ids when unnamed); a single stored file is counted.
 *
 * @example fileNamesText(null, [{ fileId: 'f1', name: 'laudo.pdf' }], ctx) // 'laudo.pdf'
 */
export function fileNamesText(_field: unknown, value: unknown, ctx: AnswerTextContext): string {
  return Array.isArray(value)
    ? (value as StoredFileRef[]).map((f) => f.name ?? f.fileId).join(', ')
    : ctx.t('downloads.file.files', { count: 1 });
}
