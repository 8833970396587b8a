import { chromiumProcesses } from './chromiumProcesses';
import { readProc as read } from './readProc';

/** A `Name:   1234 kB` line of a /proc file, in bytes. */
const kb = (text: string, name: string) =>
  Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? 0) * 1024;

/** Memory of this process and of the Chromium processes it started, at one moment (Linux /proc). */
export interface MemorySample {
  /** This process (the server: app, PGlite, pdfmake, pdf-lib). */
  serverRss: number;
  /** Chromium's processes below this one (browser, GPU, renderers...): how many, RSS and PSS summed. */
  chromium: { processes: number; rss: number; pss: number };
}

/**
 * This process's RSS and the sum over Chromium's process tree below it (every descendant whose name
 * starts with "chrom"): RSS counts shared pages once per process, PSS shares them out, so the PSS sum is
 * the tree's real footprint. Zero for Chromium when it is not running.
 *
 * @example const { serverRss, chromium } = sampleMemory();
 */
export function sampleMemory(): MemorySample {
  const chromium = { processes: 0, rss: 0, pss: 0 };
  for (const pid of chromiumProcesses()) {
    chromium.processes++;
    chromium.rss += kb(read(`/proc/${pid}/status`), 'VmRSS');
    chromium.pss += kb(read(`/proc/${pid}/smaps_rollup`), 'Pss');
  }
  return { serverRss: process.memoryUsage().rss, chromium };
}

/**
 * Samples memory every `everyMs` until stopped; `stop()` answers the peaks seen (each figure's own
 * maximum) and this process's lifetime peak RSS (VmHWM).
 *
 * @example const peaks = watchMemory(100); await work(); const { serverRss, chromium } = peaks.stop();
 */
export function watchMemory(everyMs = 100) {
  const peak: MemorySample = { serverRss: 0, chromium: { processes: 0, rss: 0, pss: 0 } };
  const sample = () => {
    const now = sampleMemory();
    peak.serverRss = Math.max(peak.serverRss, now.serverRss);
    peak.chromium.processes = Math.max(peak.chromium.processes, now.chromium.processes);
    peak.chromium.rss = Math.max(peak.chromium.rss, now.chromium.rss);
    peak.chromium.pss = Math.max(peak.chromium.pss, now.chromium.pss);
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop(): MemorySample & { serverPeakRss: number } {
      clearInterval(timer);
      sample();
      return { ...peak, serverPeakRss: kb(read('/proc/self/status'), 'VmHWM') };
    },
  };
}
