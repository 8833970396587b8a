import type { ColumnType, Generated } from 'kysely';
import type { DefaultTimestamp } from './DefaultTimestamp';
import type { DownloadAudience } from './DownloadAudience';

/** A requested file of tasks in the downloads queue (migration 0014, docs/downloads.md). */
export interface DownloadsTable {
  company_id: number;
  id: Generated<number>;
  user_id: number;
  format: 'excel' | 'excelImages' | 'images' | 'kml' | 'pdf';
  task_ids: ColumnType<number[], string, string>;
  status: ColumnType<
    'waiting' | 'generating' | 'ready' | 'downloading' | 'done' | 'error',
    'waiting' | undefined,
    'waiting' | 'generating' | 'ready' | 'downloading' | 'done' | 'error'
  >;
  progress: Generated<number>;
  audience: ColumnType<DownloadAudience, string, string>;
  locale: string;
  utc_offset: number;
  attempts: Generated<number>;
  lease_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
  storage_key: ColumnType<string | null, string | null | undefined, string | null>;
  file_name: ColumnType<string | null, string | null | undefined, string | null>;
  content_type: ColumnType<string | null, string | null | undefined, string | null>;
  size: ColumnType<number | null, number | null | undefined, number | null>;
  error_code: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: DefaultTimestamp;
  started_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  finished_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  downloaded_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}
