import { chromiumProcesses } from './chromiumProcesses';
import { readProc } from './readProc';

/** Linux's clock ticks per second (USER_HZ), what /proc/<pid>/stat counts CPU time in. */
const TICKS = 100;

/**
 * CPU seconds used so far by this process (the server: app, database, pdfmake, pdf-lib) and by the
 * Chromium processes below it (their user and system time, plus what their ended children used). Two
 * readings apart give a phase's CPU, which a loaded machine does not inflate as it does wall time.
 *
 * @example const before = processCpu(); await work(); const after = processCpu(); after.chromium - before.chromium
 */
export function processCpu(): { server: number; chromium: number } {
  const { user, system } = process.cpuUsage();
  let ticks = 0;
  for (const pid of chromiumProcesses()) {
    // After "pid (comm) ", which may hold spaces: utime, stime, cutime, cstime are the 12th to 15th.
    const stat = readProc(`/proc/${pid}/stat`);
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    for (const index of [11, 12, 13, 14]) ticks += Number(fields[index] ?? 0);
  }
  return { server: (user + system) / 1e6, chromium: ticks / TICKS };
}
