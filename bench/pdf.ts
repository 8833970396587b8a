import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import type { Envelope } from '../src/runtime/protocol/envelope';
import { buildApp, PROJECT_ROOT } from '../src/server/app';
import { loadServerMetadata } from '../src/server/metadata/loadServerMetadata';
import { findChromium } from '../src/server/pdf/findChromium';
import type { Bench, BenchTarget } from './BenchTarget';
import { benchCommand, createBenchCompany } from './benchSupport';
import { benchJpegs } from './benchJpegs';
import { pdfBenchData } from './pdfBenchData';
import { processCpu } from './processCpu';
import { watchMemory } from './processMemory';

/** The big document's table rows and photos, and the batch's documents; BENCH_PDF_* override them. */
const ROWS = Number(process.env.BENCH_PDF_ROWS || 1000);
const PHOTOS = Number(process.env.BENCH_PDF_PHOTOS || 200);
const DOCUMENTS = Number(process.env.BENCH_PDF_DOCUMENTS || 200);

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const load = () => loadavg()[0]!.toFixed(1);

/**
 * Custom PDF layouts through the downloads' real path (SolicitarDownload, the `downloads.generate` job
 * run by the queue's runOnce, BaixarDownload), with the app's own Chromium printer: (a) one document of
 * a layout with a 1,000-row table and 200 photos (distinct 320×240 JPEGs, one a row: ~125 pages), request to file, target
 * under 5 s; (b) 200 one-page documents of one layout in one download, documents per second with a warm
 * browser, target 20/s on 2 cores; (c) the peak memory of the server process and of Chromium's process
 * tree (/proc: RSS and PSS summed) over (a) and (b). Each phase also prints the CPU seconds the server
 * and Chromium used (/proc), which a shared machine's load does not inflate as it does wall time. The
 * first download (two documents) launches the browser and is timed apart. Skipped without Chromium.
 */
export const pdf: Bench = {
  name: `PDF: a document with ${ROWS} table rows and ${PHOTOS} photos, ${DOCUMENTS} one-page documents in one download`,
  async run(target: BenchTarget) {
    const chromium = findChromium(process.env);
    if (chromium.path === null) return [`  skipped: ${chromium.reason}`];
    const uploadDir = mkdtempSync(join(tmpdir(), 'campo-bench-pdf-'));
    const { db, close } = await target.open();
    const app = await buildApp({
      db,
      metadata: loadServerMetadata(PROJECT_ROOT),
      config: {
        rateLimitPerMinute: 100_000_000,
        bodyLimitBytes: 64 * 1024 * 1024,
        jobsPollMs: 0,
        webhookPollMs: 0,
        uploadDir,
      },
    });
    try {
      await app.ready();
      const { companyId, userId, login } = await createBenchCompany(db);
      const command = await benchCommand(app, login);
      const seeded = performance.now();
      const photos = await benchJpegs(chromium.path, PHOTOS + DOCUMENTS);
      const data = pdfBenchData(app, command, command.token, userId, photos);
      await data.logo();
      const big = await data.bigTask(ROWS, PHOTOS);
      const small = await data.smallTasks(DOCUMENTS);
      const seedSeconds = (performance.now() - seeded) / 1000;

      /** One PDF download from request to file; its build's own time from the row. */
      const download = async (ids: number[]) => {
        const started = performance.now();
        const requested = await command('SolicitarDownload', { IDS: ids, FORMATO: 'pdf' });
        if (requested.ROOT.RESULT !== '1') throw new Error(String(requested.ROOT.MESSAGES.ERRORS[0]));
        const id = Number(requested.ROOT.ID);
        while ((await app.jobs.runOnce()) > 0);
        const response = await app.inject({
          method: 'POST',
          url: '/api/command',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({
            COMMAND: 'BaixarDownload',
            AUTH_TOKEN: command.token,
            'CMD.ID': String(id),
          }).toString(),
        });
        const ms = performance.now() - started;
        if (response.headers['content-type'] !== 'application/pdf')
          throw new Error(`download ${id}: ${response.json<Envelope>().ROOT.MESSAGES.ERRORS[0]}`);
        const row = await db
          .selectFrom('downloads')
          .select(['started_at', 'finished_at'])
          .where('company_id', '=', companyId)
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        const buildMs = new Date(row.finished_at!).getTime() - new Date(row.started_at!).getTime();
        const pages = (await PDFDocument.load(response.rawPayload)).getPageCount();
        return { ms, buildMs, size: response.rawPayload.length, pages };
      };

      const loadBefore = load();
      const cold = await download(small.slice(0, 2));
      const memory = watchMemory(100);
      const cpu0 = processCpu();
      const one = await download([big]);
      const cpu1 = processCpu();
      const batch = await download(small);
      const cpu2 = processCpu();
      const peak = memory.stop();
      /** A phase's CPU seconds, and what two idle cores could at best do with them. */
      const used = (from: typeof cpu0, to: typeof cpu0) => {
        const server = to.server - from.server;
        const chromium = to.chromium - from.chromium;
        return {
          server,
          chromium,
          line: `CPU: server ${server.toFixed(1)} s, Chromium ${chromium.toFixed(1)} s`,
        };
      };
      const cpuOne = used(cpu0, cpu1);
      const cpuBatch = used(cpu1, cpu2);
      const ceiling = DOCUMENTS / ((cpuBatch.server + cpuBatch.chromium) / 2);
      return [
        `  seeded in ${seedSeconds.toFixed(1)} s (${PHOTOS + DOCUMENTS} distinct JPEG photos drawn and uploaded); Chromium ${chromium.path} (${chromium.source}); load average ${loadBefore} before, ${load()} after`,
        `  first download (2 documents, launches the browser): ${seconds(cold.ms)}`,
        `  (a) one document, ${one.pages} pages (${ROWS} table rows, ${PHOTOS} photos), request to file: ${seconds(one.ms)} (build ${seconds(one.buildMs)}), ${mb(one.size)} (target < 5 s); ${cpuOne.line}`,
        `  (b) ${DOCUMENTS} one-page documents in one download: ${seconds(batch.ms)}, ${(DOCUMENTS / (batch.ms / 1000)).toFixed(1)} documents/s (build ${seconds(batch.buildMs)}), ${batch.pages} pages, ${mb(batch.size)} (target >= 20/s on 2 cores); ${cpuBatch.line}, so at most ${ceiling.toFixed(0)} documents/s on 2 idle cores`,
        `  (c) peak memory over (a) and (b): server process RSS ${mb(peak.serverRss)} (its lifetime peak ${mb(peak.serverPeakRss)}); Chromium, ${peak.chromium.processes} processes: RSS summed ${mb(peak.chromium.rss)}, PSS summed ${mb(peak.chromium.pss)}`,
      ];
    } finally {
      await app.close();
      await close();
      rmSync(uploadDir, { recursive: true, force: true });
    }
  },
};
