import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { CommandFailure } from '../commands/CommandFailure';
import type { DownloadAudience } from '../db/tables/DownloadAudience';
import type { DownloadBuildContext } from './DownloadBuildContext';
import { downloadBuilders } from './downloadBuilders';
import type { DownloadFormat } from './DownloadFormat';
import { DOWNLOAD_FILE_TYPES } from './DownloadFormat';
import type { DownloadServices } from './DownloadServices';
import { loadDownloadData } from './loadDownloadData';

/** A download claimed for one build (downloadJobs): `attempt` guards every write of this build. */
export interface ClaimedDownload {
  companyId: number;
  id: number;
  userId: number;
  format: DownloadFormat;
  taskIds: number[];
  audience: DownloadAudience;
  locale: string;
  utcOffset: number;
  attempt: number;
}

/** A file name's extension, as a PostgreSQL regular expression. */
const EXTENSION = '\\.[A-Za-z0-9]+$';
/** Progress is written at most this often (and on every 5 points), so a big build costs few UPDATEs. */
const PROGRESS_EVERY_MS = 500;

/**
 * Builds a claimed download's file outside any transaction (PGlite's one connection stays free, and the
 * progress each short UPDATE commits is seen by ConsultarDownloads at once): reads its data, runs the
 * format's builder, puts the bytes in the FileStorage (`<company>/download-<uuid>`) and marks it ready
 * (progress 100, name, size). A refusal of the builder (DOWNLOAD_NO_DATA) or any other failure
 * (DOWNLOAD_BUILD_FAILED, logged) marks it `error`; the user requests it again to retry. Every write
 * requires the row still `generating` under this attempt: a build overtaken by a newer one (its lease
 * passed) or a row removed meanwhile changes nothing, and its stored file is removed.
 *
 * @example await generateDownload(services, claimed, log);
 */
export async function generateDownload(
  services: DownloadServices,
  download: ClaimedDownload,
  log: FastifyBaseLogger | null,
): Promise<void> {
  const { db, storage } = services;
  const mine = () =>
    db
      .updateTable('downloads')
      .where('company_id', '=', download.companyId)
      .where('id', '=', download.id)
      .where('status', '=', 'generating')
      .where('attempts', '=', download.attempt);
  let written = 0;
  let writtenAt = 0;
  const progress = async (fraction: number) => {
    // 5 % for reading the data, 90 % for the builder, the rest for storing the file.
    const percent = Math.min(99, Math.max(0, Math.round(5 + 90 * Math.min(1, Math.max(0, fraction)))));
    if (percent - written < 5 && Date.now() - writtenAt < PROGRESS_EVERY_MS) return;
    written = percent;
    writtenAt = Date.now();
    await mine().set({ progress: percent }).execute();
  };
  try {
    const now = new Date();
    const data = await loadDownloadData(db, download, now);
    if (!data.tasks.length) throw new CommandFailure('DOWNLOAD_NO_DATA');
    const t = services.translate(download.locale);
    const ctx: DownloadBuildContext = {
      data,
      t: (key, vars) => String(t(key, vars ?? {})),
      locale: download.locale,
      utcOffset: download.utcOffset,
      now,
      storage,
      pdfPrinter: services.pdfPrinter ?? null,
      progress,
    };
    await progress(0);
    const built = await downloadBuilders[download.format](ctx);
    const { bytes, extension, contentType } =
      built instanceof Uint8Array ? { ...DOWNLOAD_FILE_TYPES[download.format], bytes: built } : built;
    const key = `${download.companyId}/download-${randomUUID()}`;
    await storage.put(key, bytes);
    const ready = await mine()
      .set({
        status: 'ready',
        progress: 100,
        storage_key: key,
        content_type: contentType,
        // The name was given at request with the format's extension; the content may have decided another.
        ...(extension === DOWNLOAD_FILE_TYPES[download.format].extension
          ? {}
          : { file_name: sql<string>`regexp_replace(file_name, ${EXTENSION}, '') || ${`.${extension}`}` }),
        size: bytes.length,
        finished_at: new Date(),
        lease_until: null,
      })
      .returning('id')
      .executeTakeFirst();
    if (!ready) await storage.delete(key);
  } catch (error) {
    const code = error instanceof CommandFailure ? error.code : 'DOWNLOAD_BUILD_FAILED';
    if (!(error instanceof CommandFailure))
      log?.error({ err: error, download: download.id, format: download.format }, 'download build failed');
    await mine()
      .set({ status: 'error', error_code: code, finished_at: new Date(), lease_until: null })
      .execute();
  }
}
