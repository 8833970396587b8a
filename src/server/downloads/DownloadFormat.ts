/** The download types of spec 001 §9: Excel, Excel with images, images, Google Earth, PDF. */
export type DownloadFormat = 'excel' | 'excelImages' | 'images' | 'kml' | 'pdf';

/** A download's place in the queue (spec 001 §4). */
export type DownloadStatus = 'waiting' | 'generating' | 'ready' | 'downloading' | 'done' | 'error';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The file extension and content type each format is saved and answered with. */
export const DOWNLOAD_FILE_TYPES: Record<DownloadFormat, { extension: string; contentType: string }> = {
  excel: { extension: 'xlsx', contentType: XLSX },
  excelImages: { extension: 'xlsx', contentType: XLSX },
  images: { extension: 'zip', contentType: 'application/zip' },
  kml: { extension: 'kml', contentType: 'application/vnd.google-earth.kml+xml' },
  pdf: { extension: 'pdf', contentType: 'application/pdf' },
};
