import type { DownloadBuildContext } from './DownloadBuildContext';
import type { DownloadFormat } from './DownloadFormat';
import { buildImagesZip } from './buildImagesZip';
import { buildTasksKml } from './buildTasksKml';
import { buildTasksPdf } from './buildTasksPdf';
import { buildTasksWorkbook } from './buildTasksWorkbook';

/** The builder of each download format: a map, so a new format is one entry (and its schema enum). */
export const downloadBuilders: Record<DownloadFormat, (ctx: DownloadBuildContext) => Promise<Uint8Array>> = {
  excel: (ctx) => buildTasksWorkbook(ctx, { images: false }),
  excelImages: (ctx) => buildTasksWorkbook(ctx, { images: true }),
  images: buildImagesZip,
  kml: buildTasksKml,
  pdf: buildTasksPdf,
};
