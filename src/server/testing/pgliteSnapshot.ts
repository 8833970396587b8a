import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, pgliteOf } from '../db/createDatabase';
import { migrateToLatest } from '../db/migrateToLatest';
import { DEMO_PASSWORD } from '../demo/demoPassword';
import { seedDemo } from '../demo/seedDemo';
import { PROJECT_ROOT } from '../projectRoot';

/** What the seeded database is made of: the server's code (migrations, demo, what they call) and the metadata. */
const SOURCES = ['src/server', 'src/runtime', 'metadata', 'schemas'];

function hashTree(hash: ReturnType<typeof createHash>, dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) hashTree(hash, path);
    else if (!/\.test\.tsx?$/.test(entry.name)) {
      const { size, mtimeMs } = statSync(path);
      hash.update(`${path}\0${size}\0${mtimeMs}\n`);
    }
  }
}

/**
 * The cache key: the sources' names, sizes and modification times (a stat each, no reading) and the hour (the demo's dates follow the clock: "late" tasks,
 * today's due times), so a change to a migration or to the demo, or a new hour, builds a new snapshot.
 */
function snapshotPath(): string {
  const hash = createHash('sha256');
  for (const dir of SOURCES) hashTree(hash, join(PROJECT_ROOT, dir));
  hash.update(new Date().toISOString().slice(0, 13));
  return join(tmpdir(), `campo-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** Whether the process named in a lock file still runs (a lock just created may not hold its pid yet). */
function builderAlive(lock: string): boolean {
  let text: string;
  try {
    text = readFileSync(lock, 'utf8').trim();
  } catch {
    return true; // gone meanwhile: look for the snapshot again
  }
  const pid = Number(text);
  if (!text || !Number.isInteger(pid))
    return Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0) < 5_000;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function build(path: string): Promise<void> {
  const db = await createDatabase({});
  try {
    await migrateToLatest(db);
    await seedDemo(db, { demo: true, adminPassword: DEMO_PASSWORD });
    const dump = await pgliteOf(db)!.dumpDataDir('none');
    const partial = `${path}.${process.pid}.part`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, path);
  } finally {
    await db.destroy();
  }
}

/**
 * A migrated PGlite cluster holding the demo seed (what every server suite starts from), built once and
 * shared through a file in the temp directory by every test worker of the run, and by later runs while
 * the sources and the hour stay the same. Opening a dump skips PGlite's initdb, the 20 migrations and
 * the seed's password hashing: about a quarter of the time of a fresh one. The first worker to need it
 * builds it (an exclusive lock file); the others wait for the file.
 *
 * @example const db = await createDatabase({ loadDataDir: await seededPgliteSnapshot() });
 */
export async function seededPgliteSnapshot(): Promise<Blob> {
  const path = snapshotPath();
  const lock = `${path}.lock`;
  for (;;) {
    if (existsSync(path)) return new Blob([readFileSync(path)]);
    let fd: number | undefined;
    try {
      fd = openSync(lock, 'wx');
      writeFileSync(fd, String(process.pid));
    } catch {
      // Another worker builds it, unless the lock's process is gone (a stopped run).
      if (!builderAlive(lock)) rmSync(lock, { force: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    try {
      if (!existsSync(path)) await build(path);
    } finally {
      closeSync(fd);
      rmSync(lock, { force: true });
    }
  }
}
