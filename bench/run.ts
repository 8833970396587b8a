import { approvalList } from './approvalList';
import type { Bench } from './BenchTarget';
import { benchTargets } from './benchTargets';
import { entities } from './entities';
import { formEngine } from './formEngine';
import { formFillBrowser } from './formFillBrowser';
import { loggedUser } from './loggedUser';
import { loginBundle } from './loginBundle';
import { manyUsers } from './manyUsers';
import { modelDiff } from './modelDiff';
import { pdf } from './pdf';
import { recurrence } from './recurrence';
import { taskListLoad } from './taskListLoad';
import { tasks } from './tasks';
import { workflows } from './workflows';

/** Every bench, run in turn on every target; a new bench is a module in bench/ added here. */
const BENCHES: Record<string, Bench> = {
  loggedUser,
  entities,
  formEngine,
  modelDiff,
  approvalList,
  formFillBrowser,
  tasks,
  recurrence,
  taskListLoad,
  manyUsers,
  workflows,
  pdf,
};
/** BENCH_ONLY=manyUsers,taskListLoad runs only those (names above, and loginBundle); unset runs them all. */
const ONLY = process.env.BENCH_ONLY?.split(',').filter(Boolean);
/** BENCH_TARGET=PostgreSQL runs only the storage targets whose name holds it (PGlite, PostgreSQL). */
const TARGET = process.env.BENCH_TARGET;

async function main(): Promise<void> {
  for (const target of benchTargets()) {
    if (TARGET && !target.name.includes(TARGET)) continue;
    for (const [name, bench] of Object.entries(BENCHES)) {
      if (ONLY && !ONLY.includes(name)) continue;
      console.log(`${bench.name} on ${target.name}`);
      for (const line of await bench.run(target)) console.log(line);
    }
  }
  // Not per storage target: what the login page downloads from the production build.
  if (!ONLY || ONLY.includes('loginBundle'))
    for (const line of await loginBundle(process.cwd())) console.log(line);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
