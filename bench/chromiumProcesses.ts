import { readdirSync } from 'node:fs';
import { readProc } from './readProc';

/** The fields of /proc/<pid>/stat after "pid (comm)" (comm may hold spaces and parentheses): state first. */
const statFields = (stat: string) => stat.slice(stat.lastIndexOf(')') + 2).split(' ');

/**
 * The Chromium processes this process started, directly or not (browser, GPU, renderers...): every
 * descendant, from /proc's parent ids, whose name starts with "chrom".
 *
 * @example chromiumProcesses() // [4242, 4250, 4251]
 */
export function chromiumProcesses(): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const ppid = Number(statFields(readProc(`/proc/${entry}/stat`))[1]);
    if (ppid) children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
  }
  const found: number[] = [];
  const walk = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      if (readProc(`/proc/${child}/comm`).startsWith('chrom')) found.push(child);
      walk(child);
    }
  };
  walk(process.pid);
  return found;
}
