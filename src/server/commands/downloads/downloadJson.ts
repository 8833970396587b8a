import type { TFunction } from 'i18next';
import { isErrorCode } from '../../../runtime/errors/errorCatalogue';
import type { DownloadFormat, DownloadStatus } from '../../downloads/DownloadFormat';

/** A downloads row as ConsultarDownloads reads it. */
export interface DownloadRow {
  id: number;
  format: DownloadFormat;
  task_ids: number[];
  status: DownloadStatus;
  progress: number;
  file_name: string | null;
  size: number | null;
  error_code: string | null;
  created_at: Date;
  finished_at: Date | null;
}

/**
 * A download as the queue shows it: state, progress, file name and size, the error's catalogue code
 * and its message in the caller's language, the tasks and format (to request it again).
 *
 * @example downloadJson(row, ctx.t) // { id: 3, status: 'ready', progress: 100, name: 'atividades_...xlsx', ... }
 */
export function downloadJson(row: DownloadRow, t: TFunction) {
  const code = row.error_code && isErrorCode(row.error_code) ? row.error_code : null;
  return {
    id: row.id,
    format: row.format,
    taskIds: row.task_ids,
    taskCount: row.task_ids.length,
    status: row.status,
    progress: row.progress,
    name: row.file_name,
    size: row.size,
    errorCode: row.error_code,
    error: code ? String(t(`errors.${code}`)) : null,
    createdAt: new Date(row.created_at).toISOString(),
    finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
  };
}
