import { buildTasksDocument } from '../exports/buildTasksDocument';
import type { BuiltDownload } from './BuiltDownload';
import type { DownloadBuildContext } from './DownloadBuildContext';
import type { DownloadFormat } from './DownloadFormat';
import { buildImagesZip } from './buildImagesZip';
import { buildTasksKml } from './buildTasksKml';
import { buildTasksWorkbook } from './buildTasksWorkbook';

/**
 * The builder of each download format: a map, so a new format is one entry (and its schema enum). A
 * builder answers the bytes, or a BuiltDownload when the file's type is the content's (`pdf`: a single
 * task whose form's default export is a Word template is a .docx).
 */
export const downloadBuilders: Record<
  DownloadFormat,
  (ctx: DownloadBuildContext) => Promise<Uint8Array | BuiltDownload>
> = {
  excel: (ctx) => buildTasksWorkbook(ctx, { images: false }),
  excelImages: (ctx) => buildTasksWorkbook(ctx, { images: true }),
  images: buildImagesZip,
  kml: buildTasksKml,
  pdf: buildTasksDocument,
};
