/** The download types of spec 001 §9, in the menu's order. */
export const DOWNLOAD_FORMATS = ['excel', 'excelImages', 'images', 'kml', 'pdf'] as const;

export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

/** A download's place in the queue (spec 001 §4). */
export type DownloadStatus = 'waiting' | 'generating' | 'ready' | 'downloading' | 'done' | 'error';

/** One of the user's downloads as ConsultarDownloads answers it (docs/downloads.md). */
export interface DownloadItem {
  id: number;
  format: DownloadFormat;
  taskIds: number[];
  taskCount: number;
  status: DownloadStatus;
  progress: number;
  name: string | null;
  size: number | null;
  errorCode: string | null;
  /** The catalogue message of errorCode in the user's language. */
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
}
